import { conflict, notFound } from '@navia/service-kit';
import type { KeyResultRow } from '../repositories/strategies-repository';
import type { Caller, StrategiesDeps } from '../deps';

/**
 * PATCH /api/key-results/{id} (spec part 2 §5: sent on every edit, minimum 0). A task key result counts its tasks,
 * so its value is not typed in.
 */
export async function updateKeyResult(deps: StrategiesDeps, caller: Caller, id: string, currentValue: number): Promise<KeyResultRow> {
  const kr = await deps.strategies.findKeyResultForUser(caller.userId, id);
  if (!kr) throw notFound('Key result');
  if (kr.target_type === 'task') throw conflict('currentValue: A task key result is counted from its completed tasks', 'currentValue');
  await deps.strategies.updateKeyResultValue(id, currentValue);
  const updated = await deps.strategies.findKeyResult(id);
  if (!updated) throw notFound('Key result');
  return updated;
}
