import { useLayoutEffect, useRef } from 'react';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { TASK_LOCKED_ERROR, Task, type TaskListItem, type TaskListPage, type TasksResponse, type UpdateTaskStatusBody } from '@navia/contracts';
import {
  DASHBOARD_STATS_QUERY_KEY,
  STRATEGIES_QUERY_KEY,
  TASKS_QUERY_KEY,
  apiFetch,
  isApiError,
  refusedWriteText,
  track,
  useToast,
  useWriteRetry,
} from '@navia/client-kit';

export type TaskStatusChange = UpdateTaskStatusBody['status'];

export function updateTaskStatus(taskId: string, status: TaskStatusChange): Promise<Task> {
  const body: UpdateTaskStatusBody = { status };
  return apiFetch(`${TASKS_QUERY_KEY[0]}/${encodeURIComponent(taskId)}/status`, { method: 'PATCH', body, schema: Task });
}

/**
 * The server's 'Complete "{title}" first' when the change was refused because the prerequisite is open. Read from
 * the raw body, so the plain `{ error, message }` form is understood as well as the full error shape.
 */
export function lockedMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 409) return null;
  try {
    const body = JSON.parse(error.bodyText) as { error?: unknown; message?: unknown };
    return body.error === TASK_LOCKED_ERROR && typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

type CachedTaskList = TasksResponse | InfiniteData<TaskListPage, number>;

/**
 * Puts the answer into every cached tasks list at once (the whole list and the list view's pages), so the checkbox
 * does not flip back until the refetch. A full task is a list item too.
 */
function writeIntoTaskLists(queryClient: QueryClient, updated: Task): void {
  const replace = <T extends TaskListItem>(tasks: T[]) => tasks.map((task) => (task.id === updated.id ? updated : task));
  queryClient.setQueriesData<CachedTaskList>({ queryKey: TASKS_QUERY_KEY }, (data) => {
    if (data && 'pages' in data && Array.isArray(data.pages)) return { ...data, pages: data.pages.map((page) => ({ ...page, tasks: replace(page.tasks) })) };
    if (data && 'tasks' in data && Array.isArray(data.tasks)) return { ...data, tasks: replace(data.tasks) };
    return data;
  });
}

export interface TaskStatusUpdate {
  taskId: string;
  status: TaskStatusChange;
  /** The task's title, for the toast when the change is refused. */
  title: string;
}

export const STATUS_NOT_SAVED_TITLE = 'Task not updated';

/** What a refused change leaves: the checkbox shows the stored status, and the toast says which that is and why. */
export function statusNotSavedText({ title, status }: TaskStatusUpdate, error: unknown): string {
  const still = status === 'completed' ? 'still open' : 'still marked complete';
  return `"${title}" is ${still}. ${refusedWriteText(error, 'Please try again.')}`;
}

/**
 * spec part 1 §7: after a status change the tasks and strategies lists refresh, and on the tasks page the dashboard
 * stats too. A 409 (the prerequisite was reopened meanwhile) shows the server's 'Complete "{title}" first' and
 * refreshes the list so the lock shows. A 429 is told and sent once more after Retry-After (the card stays
 * 'Updating...'); a change that still fails is logged (spec part 1 §8) and, so that it does not look as if the box
 * simply unticked itself (issue 14), toasted with the status the task kept and a Retry button.
 */
export function useUpdateTaskStatus({ onCompleted }: { onCompleted?: (task: Task) => void } = {}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const retryWrite = useWriteRetry();
  // The toast's Retry sends the same change again through this mutation.
  const again = useRef<(update: TaskStatusUpdate) => void>(() => undefined);
  const mutation = useMutation({
    mutationFn: ({ taskId, status }: TaskStatusUpdate) => retryWrite(() => updateTaskStatus(taskId, status)),
    // Returned promises keep the mutation pending (and the card's overlay up) until the lists are fresh again.
    onSuccess: (updated, { status }) => {
      writeIntoTaskLists(queryClient, updated);
      if (status === 'completed') {
        track('task_completed', { task_id: updated.id, strategy_id: updated.strategyId });
        onCompleted?.(updated);
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: STRATEGIES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_QUERY_KEY }),
      ]);
    },
    onError: (error, update) => {
      const locked = lockedMessage(error);
      if (!locked) {
        console.error('Task status update failed', error);
        toast({
          title: STATUS_NOT_SAVED_TITLE,
          description: statusNotSavedText(update, error),
          variant: 'error',
          action: { label: 'Retry', onClick: () => again.current(update) },
        });
        return;
      }
      toast({ title: locked, variant: 'warning' });
      return queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
    },
  });
  useLayoutEffect(() => {
    again.current = mutation.mutate;
  });
  return mutation;
}
