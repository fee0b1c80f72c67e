import { UNDO_LAUNCH_JOB } from '../jobs/undo-launch.target';
import type { StrategiesDeps } from '../deps';
import { removeUnfinishedLaunch } from './remove-unfinished-launch';

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
