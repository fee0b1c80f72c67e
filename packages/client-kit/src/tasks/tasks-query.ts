import { queryOptions } from '@tanstack/react-query';
import { TasksResponse } from '@navia/contracts';
import { apiFetch } from '../api/api-fetch';
import { tasksPath } from '../api/call-paths';
import { TASKS_QUERY_KEY } from '../query/query-keys';

// Moved here from mf-dashboard-tasks/src/features/tasks/api/get-tasks.ts (which re-exports it) so the shell can
// start the tasks call for /dashboard and /tasks while the remote's code loads, under the key the remote reads.

/** spec part 1 §8: the tasks page's load failure. */
export const TASKS_LOAD_ERROR = 'Failed to load tasks';

/** Under TASKS_QUERY_KEY, so invalidating that prefix (a status change, a strategy launch) reaches every brand. */
export const tasksQueryKey = (brandId: string | null) => [...TASKS_QUERY_KEY, brandId] as const;

export async function fetchTasks(brandId: string | null, signal?: AbortSignal): Promise<TasksResponse> {
  const path = tasksPath(brandId);
  try {
    return await apiFetch(path, { schema: TasksResponse, signal });
  } catch (cause) {
    throw new Error(TASKS_LOAD_ERROR, { cause });
  }
}

/** GET /api/tasks?brandId=. spec part 1 §7: stale after 5 s, kept 30 s, refetched on mount, not on focus. */
export function tasksQuery(brandId: string | null) {
  return queryOptions({
    queryKey: tasksQueryKey(brandId),
    queryFn: ({ signal }) => fetchTasks(brandId, signal),
    staleTime: 5_000,
    gcTime: 30_000,
    refetchOnMount: true,
    refetchOnWindowFocus: false,
  });
}
