import { notFound } from '@navia/service-kit';
import type { TaskExecutionRow } from '../repositories/task-executions-repository';
import type { Caller, ContentDeps } from '../deps';

/**
 * GET /api/tasks/{id}/execution: the task's latest run, the one record of its execution. Scoped by the owner: a task
 * never executed and another user's task both answer 404 (the run row carries its owner, so no call to tasks).
 */
export async function getTaskExecution(deps: ContentDeps, caller: Caller, taskId: string): Promise<TaskExecutionRow> {
  const row = await deps.executions.find(caller.userId, taskId);
  if (!row) throw notFound('Task execution');
  return row;
}
