import { TASK_EXECUTION_FINISHED, type TaskExecutionFinishedEvent } from '@navia/contracts';
import { defineJob, type JobDefinition } from '@navia/service-kit';
import type { TasksRepository } from '../repositories/tasks-repository';

/**
 * Consumes the content service's task-execution-finished event: a completed execution links its file to the task
 * (outputFileId) and clears the processing status; a failed one records its reason. Both set values, so a
 * redelivered event changes nothing; an event for a task deleted since is dropped.
 */
export function taskExecutionFinishedJob(deps: { tasks: TasksRepository }): JobDefinition<TaskExecutionFinishedEvent> {
  return defineJob({
    ...TASK_EXECUTION_FINISHED,
    async perform(event, ctx) {
      const found =
        event.outcome === 'completed'
          ? await deps.tasks.linkOutputFile(event.userId, event.taskId, event.fileId)
          : await deps.tasks.recordExecutionFailure(event.userId, event.taskId, event.reason);
      if (!found) ctx.log.info({ taskId: event.taskId }, 'task execution event for a task that no longer exists');
    },
  });
}
