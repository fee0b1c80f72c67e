import { tasksInternal } from '@navia/contracts';
import type { StrategiesDeps } from '../deps';

/**
 * Removes a launch that did not finish: its tasks first (the create call may have committed before failing to
 * answer: a timeout, or the tasks process killed after its commit), then the strategy and its ledger entry. Only a
 * strategy still `launching` is touched, so a late or repeated run never removes a launched one.
 */
export async function removeUnfinishedLaunch(deps: Pick<StrategiesDeps, 'tasks' | 'strategies'>, userId: string, strategyId: string): Promise<void> {
  if (!(await deps.strategies.isLaunching(userId, strategyId))) return;
  await deps.tasks.call(tasksInternal.deleteStrategyTasks, [userId, strategyId, false]);
  await deps.strategies.removeLaunch(userId, strategyId);
}
