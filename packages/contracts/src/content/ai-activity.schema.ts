import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

/**
 * GET /api/ai-activity (issue 18, beyond the spec): every call Navia made to an AI model for the user (a writer's
 * draft or rewrite, a brand voice analysis), with what it was sent. The built-in composer and offline analyzer make
 * no such call: with them the record is empty and nothing left the server. Kept AI_ACTIVITY_RETENTION_DAYS days.
 */
export const AI_ACTIVITY_RETENTION_DAYS = 90;
/** At most this many of the newest calls are listed; `total` counts them all. */
export const AI_ACTIVITY_LIST_MAX = 200;

export const AI_ACTIVITY_PURPOSES = ['draft', 'task-draft', 'rewrite', 'voice-analysis'] as const;
export const AiActivityPurpose = lazySchema(() => z.enum(AI_ACTIVITY_PURPOSES));
export type AiActivityPurpose = z.infer<typeof AiActivityPurpose>;

/** Who ran the model: the configured OpenAI-compatible vendor, MindStudio, or a model server on this machine. */
export const AI_PROVIDERS = ['openai', 'mindstudio', 'local'] as const;
export const AiProvider = lazySchema(() => z.enum(AI_PROVIDERS));
export type AiProvider = z.infer<typeof AiProvider>;

export const AiActivityEntry = lazySchema(() => z.object({
  id: z.string().uuid(),
  at: z.string(),
  purpose: AiActivityPurpose,
  provider: AiProvider,
  /** The model as the provider names it ("gpt-4o-mini", "qwen2.5:7b", a MindStudio worker id). */
  model: z.string(),
  /** True when the model runs on this server: what it was sent did not leave it. */
  local: z.boolean(),
  brandId: z.string().uuid().nullable(),
  /** The brand record's fields in what was sent, by name (`companyName`, `personas.mainFrustration`, `realContent.socialMedia`). */
  brandFieldsSent: z.array(z.string()),
  /** Characters of the instructions, brief and text sent. */
  charactersSent: z.number().int().min(0),
  /** Tokens the provider reported (or an estimate where it reports none); null when the call failed. */
  tokens: z.number().int().min(0).nullable(),
  outcome: z.enum(['succeeded', 'failed']),
  /** Why it failed, in the words the user was shown. */
  error: z.string().nullable(),
}));
export type AiActivityEntry = z.infer<typeof AiActivityEntry>;

export const AiActivityResponse = lazySchema(() => z.object({
  /** Newest first, at most AI_ACTIVITY_LIST_MAX. */
  entries: z.array(AiActivityEntry),
  /** All calls in the retention window, and those that left this server (to a vendor). */
  total: z.number().int().min(0),
  leftServer: z.number().int().min(0),
  retentionDays: z.number().int().min(1),
}));
export type AiActivityResponse = z.infer<typeof AiActivityResponse>;
