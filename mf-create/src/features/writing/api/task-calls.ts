import { apiFetch } from '@navia/client-kit';
import { ExecuteTaskResponse, Task, TaskExecutionResponse } from '@navia/contracts';

/** GET /api/tasks/{id} (spec part 2 §7: the task's title; its file when it has one). */
export function fetchTask(id: string, signal?: AbortSignal): Promise<Task> {
  return apiFetch(`/api/tasks/${encodeURIComponent(id)}`, { schema: Task, signal });
}

/**
 * POST /api/tasks/{id}/execute (spec part 1 §7): queues the run that writes the task's file. The spec's payload is
 * `{strategyId}`, which the server reads from the task itself, so none is sent and the task need not be read first.
 */
export function executeTask(id: string, signal?: AbortSignal): Promise<ExecuteTaskResponse> {
  return apiFetch(`/api/tasks/${encodeURIComponent(id)}/execute`, { method: 'POST', body: {}, schema: ExecuteTaskResponse, signal });
}

/** GET /api/tasks/{id}/execution: how the task's run goes (queued, running, completed with its file id, failed). */
export function fetchTaskExecution(id: string, signal?: AbortSignal): Promise<TaskExecutionResponse> {
  return apiFetch(`/api/tasks/${encodeURIComponent(id)}/execution`, { schema: TaskExecutionResponse, signal });
}
