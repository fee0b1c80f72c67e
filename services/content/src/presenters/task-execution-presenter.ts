import type { TaskExecutionResponse } from '@navia/contracts';
import type { TaskExecutionRow } from '../repositories/task-executions-repository';

export function presentTaskExecution(row: TaskExecutionRow): TaskExecutionResponse {
  return {
    taskId: row.task_id,
    run: row.run,
    status: row.status,
    fileId: row.status === 'completed' ? row.file_id : null,
    error: row.status === 'failed' ? row.error : null,
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}
