import { z } from 'zod';
import { PlanKey } from '../plans';
import { WriterName } from './writing.schema';
import { lazySchema } from '../common/lazy-schema';

/**
 * GET /api/ai/models and PUT /api/ai/model (issue 21; the plans' "AI model selection"): the models this server can
 * write drafts with now, the user's choice, and the one the next draft uses. Beyond the spec.
 *
 * Model ids name where the model runs: `offline` (the built-in composer), `local:<model>` (a model server on this
 * machine, found by WRITER=auto), `openai:<model>` (the configured OpenAI-compatible vendor), `mindstudio` (the
 * formats' MindStudio workers).
 */
export const AiModel = lazySchema(() => z.object({
  id: z.string(),
  /** What the workspace shows: "Navia Composer", "llama3.2:latest", "gpt-4o-mini", "MindStudio". */
  name: z.string(),
  writer: WriterName,
  /** True when the model runs on this server (the composer or a local model): the brand's data does not leave it. */
  local: z.boolean(),
  description: z.string(),
}));
export type AiModel = z.infer<typeof AiModel>;

export const AiModelsResponse = lazySchema(() => z.object({
  models: z.array(AiModel),
  /** The server's default: what every plan writes with unless a user on Grow or above chose another. */
  defaultModel: z.string(),
  /** The user's stored choice, null for the default. It may name a model the server no longer offers. */
  selectedModel: z.string().nullable(),
  /** The model the user's next draft is written with: the choice when it is offered and the plan allows it, else the default. */
  activeModel: AiModel,
  /** Whether the user's plan may choose (Grow and above). */
  canSelect: z.boolean(),
  /** The cheapest plan that may choose (the crown's upgrade target). */
  requiredPlan: PlanKey,
}));
export type AiModelsResponse = z.infer<typeof AiModelsResponse>;

/** PUT /api/ai/model: a model id from GET /api/ai/models, or null to write with the server's default again. */
export const SelectAiModelBody = lazySchema(() => z.object({ model: z.string().trim().min(1, 'Choose a model').max(200).nullable() }));
export type SelectAiModelBody = z.input<typeof SelectAiModelBody>;

/** 403 plan_limit_reached for a choice on a plan without model selection. */
export const AI_MODEL_REQUIRES_UPGRADE = 'AI model selection requires upgrade';
/** 400 for a model id the server does not offer (now). */
export const UNKNOWN_AI_MODEL = 'This model is not available on this server';
