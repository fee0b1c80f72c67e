import { apiFetch } from '@navia/client-kit';
import { ExecuteTaskResponse, Task } from '@navia/contracts';

/** GET /api/tasks/{id} (spec part 2 §7: the task's title and strategyId). */
export function fetchTask(id: string, signal?: AbortSignal): Promise<Task> {
  return apiFetch(`/api/tasks/${encodeURIComponent(id)}`, { schema: Task, signal });
}

/** POST /api/tasks/{id}/execute {strategyId} (spec part 1 §7): queues the run that writes the task's file. */
export function executeTask(id: string, strategyId: string, signal?: AbortSignal): Promise<ExecuteTaskResponse> {
  return apiFetch(`/api/tasks/${encodeURIComponent(id)}/execute`, { method: 'POST', body: { strategyId }, schema: ExecuteTaskResponse, signal });
}
