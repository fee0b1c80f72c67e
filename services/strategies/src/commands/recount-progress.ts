import { tasksInternal } from '@navia/contracts';
import type { StrategiesDeps } from '../deps';

/**
 * Sets a strategy's task counts and its task key results from the tasks service's current figures. Idempotent and
 * order-free: whichever event runs last stores the truth as of its run. False when the strategy no longer exists.
 */
export async function recountProgress(deps: Pick<StrategiesDeps, 'tasks' | 'strategies'>, userId: string, strategyId: string): Promise<boolean> {
  const counts = await deps.tasks.call(tasksInternal.strategyTaskProgress, [userId, strategyId]);
  return deps.strategies.applyTaskCounts(userId, strategyId, counts);
}
