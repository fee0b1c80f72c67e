import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Task } from '@navia/contracts';
import { TASKS_QUERY_KEY, apiFetch, taskPagesQuery, useActiveBrand, useAuthStore } from '@navia/client-kit';

// The list's definition lives in client-kit (the shell starts its first page for /tasks).
export { fetchTasksPage, taskPagesQueryKey } from '@navia/client-kit';

/** The tasks page's lean, paged list for the active brand; waits for the brand list so the first call is scoped. */
export function useTaskPages() {
  const signedIn = useAuthStore((s) => s.status === 'signedIn');
  const { brand, isLoading: brandsLoading } = useActiveBrand();
  const brandId = brand?.id ?? null;
  const query = useInfiniteQuery({ ...taskPagesQuery(brandId), enabled: signedIn && !brandsLoading });
  return { ...query, brandId };
}

/** GET /api/tasks/{id}: a whole task, for the description the list view cut (asked for only when `enabled`). */
export function useFullTask(taskId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...TASKS_QUERY_KEY, 'task', taskId],
    queryFn: ({ signal }) => apiFetch(`${TASKS_QUERY_KEY[0]}/${encodeURIComponent(taskId)}`, { schema: Task, signal }),
    enabled,
    staleTime: 30_000,
  });
}
