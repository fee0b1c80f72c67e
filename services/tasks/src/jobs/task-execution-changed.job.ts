import { TASK_EXECUTION_CHANGED, type TaskExecutionChangedEvent } from '@navia/contracts';
import { defineJob, type JobDefinition } from '@navia/service-kit';
import type { TasksDeps } from '../deps';

/**
 * Consumes the content service's task-execution-changed event, the one way the tasks service learns how a task's
 * execution run goes (docs/architecture.md "Task execution"): a started run marks the task 'processing', a completed
 * one links its file (outputFileId) and clears the processing status, a failed one records its reason. Each sets
 * values and none older than the run recorded applies, so a redelivered or late event changes nothing; an event for
 * a task deleted since is dropped.
 */
export function taskExecutionChangedJob(deps: Pick<TasksDeps, 'tasks'>): JobDefinition<TaskExecutionChangedEvent> {
  return defineJob({
    ...TASK_EXECUTION_CHANGED,
    async perform(event, ctx) {
      const { userId, taskId, run, ...change } = event;
      const found = await deps.tasks.applyExecutionChange(userId, taskId, run, change);
      if (!found) ctx.log.info({ taskId }, 'task execution event for a task that no longer exists');
    },
  });
}
