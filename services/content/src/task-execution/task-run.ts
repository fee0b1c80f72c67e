import type { Knex } from 'knex';
import { TASK_EXECUTION_CHANGED, taskExecutionChangedJobId, type InternalTaskResponse, type TaskExecutionChangedEvent } from '@navia/contracts';
import type { ContentDeps } from '../deps';

// What starting a run (commands/start-task-execution.ts) and performing it (commands/perform-task-execution.ts) share.

export const TASK_NOT_EXECUTABLE = 'task_not_executable';
export const NOT_EXECUTABLE_MESSAGE = 'This task has no format for the AI writer to write';

/** A task the writer can write: an AI-writer task with a format. */
export function executable(task: InternalTaskResponse['task']): task is InternalTaskResponse['task'] & { formatId: string } {
  return task.actionType === 'ai_writer' && !!task.formatId;
}

/** Records a change of the run for the tasks service, in the caller's transaction (the one way it learns of it). */
export function announce(deps: ContentDeps, trx: Knex.Transaction, event: TaskExecutionChangedEvent): Promise<string> {
  return deps.outbox.add(trx, TASK_EXECUTION_CHANGED, event, { jobId: taskExecutionChangedJobId(event) });
}
