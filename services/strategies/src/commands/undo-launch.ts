import { tasksInternal } from '@navia/contracts';
import { UNDO_LAUNCH_JOB } from '../jobs/undo-launch.target';
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

/**
 * Undoes a failed launch now if the tasks service answers, else hands it to `strategies.launch-cleanup` through the
 * outbox, retried until done. Either way the user sees nothing of it: a `launching` strategy is never listed.
 */
export async function undoLaunch(deps: Pick<StrategiesDeps, 'tasks' | 'strategies' | 'db' | 'outbox' | 'log'>, userId: string, strategyId: string): Promise<void> {
  try {
    await removeUnfinishedLaunch(deps, userId, strategyId);
  } catch (err) {
    deps.log.warn({ err, strategyId }, 'could not undo a failed launch now; queued');
    const id = await deps.outbox.add(deps.db, UNDO_LAUNCH_JOB, { userId, strategyId }, { jobId: `undo-launch-${strategyId}` });
    await deps.outbox.dispatch([id]);
  }
}
