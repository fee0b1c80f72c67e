import { defineJob, type JobDefinition } from '@navia/service-kit';
import { removeUnfinishedLaunch } from '../commands/remove-unfinished-launch';
import type { StrategiesDeps } from '../deps';
import { UNDO_LAUNCH_JOB, type UndoLaunchJobData } from './undo-launch.target';

/** The retried half of undoLaunch: throws (and is retried) while the tasks service cannot answer. */
export function undoLaunchJob(deps: Pick<StrategiesDeps, 'tasks' | 'strategies'>): JobDefinition<UndoLaunchJobData> {
  return defineJob({
    ...UNDO_LAUNCH_JOB,
    async perform(data) {
      await removeUnfinishedLaunch(deps, data.userId, data.strategyId);
    },
  });
}
