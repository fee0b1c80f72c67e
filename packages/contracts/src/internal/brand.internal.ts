import { z } from 'zod';
import { OfferingRecord } from '../brand/offering.schema';
import { PersonaRecord } from '../brand/persona.schema';
import { BrandDataResponse } from '../brand/brand-data.schema';
import { VOICE_SCORE_TEXT_MAX, VoiceScore } from '../brand/voice-score.schema';
import { AiActivityEntry } from '../content/ai-activity.schema';
import { lazySchema } from '../common/lazy-schema';

/**
 * Service-to-service calls answered by brand under `/internal/...` (never routed by the gateway); callers send the
 * service token. The strategies service tells brand when a user's brand gets its first strategy, which completes
 * the last brand-setup step ('Create Your First Strategy').
 */
export const FirstStrategyResponse = lazySchema(() => z.object({ recorded: z.boolean() }));
export type FirstStrategyResponse = z.infer<typeof FirstStrategyResponse>;

/**
 * A user's brand as launching a strategy needs it: its id (the default brand when none is asked for) and the offerings
 * and personas a launch may target.
 */
export const BrandForStrategyResponse = lazySchema(() => z.object({
  brandId: z.string().uuid(),
  companyName: z.string(),
  offerings: z.array(OfferingRecord),
  personas: z.array(PersonaRecord),
}));
export type BrandForStrategyResponse = z.infer<typeof BrandForStrategyResponse>;

/**
 * The whole brand record as GET /api/brand-data presents it (`{id, brandData}`): what the content writers are fed
 * (voice traits, emoji style, real content samples, personas, offerings).
 */
export const BrandDataInternalResponse = BrandDataResponse;
export type BrandDataInternalResponse = BrandDataResponse;

/** The voice score of a text against one of the user's brands (content scores every saved draft, issue 18). */
export const VoiceScoreInternalBody = lazySchema(() => z.object({ text: z.string().max(VOICE_SCORE_TEXT_MAX) }));
export type VoiceScoreInternalBody = z.infer<typeof VoiceScoreInternalBody>;

/** The brand voice analyzers' calls to models for a user (issue 18), newest first, with their counts. */
export const AiActivityInternalResponse = lazySchema(() => z.object({ entries: z.array(AiActivityEntry), total: z.number().int().min(0), leftServer: z.number().int().min(0) }));
export type AiActivityInternalResponse = z.infer<typeof AiActivityInternalResponse>;

export const brandInternal = {
  recordFirstStrategy: {
    method: 'POST',
    path: (userId: string, brandId: string) => `/internal/users/${encodeURIComponent(userId)}/brands/${encodeURIComponent(brandId)}/first-strategy`,
    response: FirstStrategyResponse,
  },
  /** `brandId` undefined: the user's default brand. A brand of another user answers 404. */
  brandForStrategy: {
    method: 'GET',
    path: (userId: string, brandId?: string) =>
      `/internal/users/${encodeURIComponent(userId)}/brand${brandId ? `?brandId=${encodeURIComponent(brandId)}` : ''}`,
    response: BrandForStrategyResponse,
  },
  /** `brandId` undefined: the user's default brand. A brand of another user answers 404. */
  brandData: {
    method: 'GET',
    path: (userId: string, brandId?: string) =>
      `/internal/users/${encodeURIComponent(userId)}/brand-data${brandId ? `?brandId=${encodeURIComponent(brandId)}` : ''}`,
    response: BrandDataInternalResponse,
  },
  /** Another user's brand answers 404. */
  voiceScore: {
    method: 'POST',
    path: (userId: string, brandId: string) => `/internal/users/${encodeURIComponent(userId)}/brands/${encodeURIComponent(brandId)}/voice-score`,
    body: VoiceScoreInternalBody,
    response: VoiceScore,
  },
  aiActivity: {
    method: 'GET',
    path: (userId: string) => `/internal/users/${encodeURIComponent(userId)}/ai-activity`,
    response: AiActivityInternalResponse,
  },
} as const;
