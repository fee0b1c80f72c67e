import { TASK_STATUS_CHANGED, type TaskStatusChangedEvent } from '@navia/contracts';
import { defineJob, type JobDefinition } from '@navia/service-kit';
import { recountProgress } from '../commands/recount-progress';
import type { StrategiesDeps } from '../deps';

/**
 * Consumes the tasks service's task-status-changed event: recounts the strategy's progress and task key results.
 * A deleted strategy makes it a no-op; a tasks service that cannot answer makes it retry.
 */
export function taskStatusChangedJob(deps: Pick<StrategiesDeps, 'tasks' | 'strategies'>): JobDefinition<TaskStatusChangedEvent> {
  return defineJob({
    ...TASK_STATUS_CHANGED,
    async perform(event, ctx) {
      const found = await recountProgress(deps, event.userId, event.strategyId);
      if (!found) ctx.log.info({ strategyId: event.strategyId }, 'task event for a strategy that no longer exists');
    },
  });
}
