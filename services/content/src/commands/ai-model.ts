import { AI_MODEL_REQUIRES_UPGRADE, lowestPlanWith, planOf, UNKNOWN_AI_MODEL, type AiModelsResponse } from '@navia/contracts';
import { planLimitReached, validationError } from '@navia/service-kit';
import type { Caller, ContentDeps } from '../deps';
import { pickModel, type ModelWriter } from '../writers/writer-models';

type ModelDeps = Pick<ContentDeps, 'writers' | 'modelChoices'>;

const canSelect = (caller: Caller) => planOf(caller.plan).limits.features.aiModelSelection;

/**
 * The model the caller's next draft is written with: their choice when their plan (now) allows choosing and the
 * server offers it, else the server's default. A choice is kept through a downgrade and a model server's absence.
 */
export async function activeModel(deps: ModelDeps, caller: Caller): Promise<ModelWriter> {
  const selected = canSelect(caller) ? await deps.modelChoices.find(caller.userId) : null;
  return deps.writers.choose(selected);
}

/** GET /api/ai/models */
export async function aiModels(deps: ModelDeps, caller: Caller): Promise<AiModelsResponse> {
  const [offered, selected] = await Promise.all([deps.writers.offered(), deps.modelChoices.find(caller.userId)]);
  const allowed = canSelect(caller);
  const active = pickModel(offered, allowed ? selected : null);
  return {
    models: offered.map((m) => m.model),
    defaultModel: offered[0].model.id,
    selectedModel: selected,
    activeModel: active.model,
    canSelect: allowed,
    requiredPlan: lowestPlanWith('aiModelSelection') ?? 'enterprise',
  };
}

/** PUT /api/ai/model: Grow and above; a model the server offers now, or null for the default. */
export async function selectAiModel(deps: ModelDeps, caller: Caller, model: string | null): Promise<AiModelsResponse> {
  if (!canSelect(caller)) throw planLimitReached(AI_MODEL_REQUIRES_UPGRADE, 'model');
  if (model !== null) {
    const offered = await deps.writers.offered();
    if (!offered.some((m) => m.model.id === model)) throw validationError(`model: ${UNKNOWN_AI_MODEL}`, 'model');
  }
  await deps.modelChoices.save(caller.userId, model);
  return aiModels(deps, caller);
}
