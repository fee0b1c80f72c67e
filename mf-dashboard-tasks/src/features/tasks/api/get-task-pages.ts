import { useInfiniteQuery } from '@tanstack/react-query';
import { TASKS_LIST_VIEW, TaskListPage, Task } from '@navia/contracts';
import { TASKS_QUERY_KEY, apiFetch, useActiveBrand, useAuthStore } from '@navia/client-kit';
import { useQuery } from '@tanstack/react-query';
import { TASKS_LOAD_ERROR } from './get-tasks';

/**
 * The tasks page reads the lean, paged list view (issue 16 item 5: a big account's whole list was 1.5 MB and took
 * seconds to parse and render). Under TASKS_QUERY_KEY and the brand, so invalidating that prefix reaches it too.
 */
export const taskPagesQueryKey = (brandId: string | null) => [...TASKS_QUERY_KEY, brandId, TASKS_LIST_VIEW] as const;

export async function fetchTasksPage(brandId: string | null, offset: number, signal?: AbortSignal): Promise<TaskListPage> {
  const params = new URLSearchParams({ view: TASKS_LIST_VIEW });
  if (brandId) params.set('brandId', brandId);
  if (offset > 0) params.set('offset', String(offset));
  try {
    return await apiFetch(`${TASKS_QUERY_KEY[0]}?${params}`, { schema: TaskListPage, signal });
  } catch (cause) {
    throw new Error(TASKS_LOAD_ERROR, { cause });
  }
}

/**
 * GET /api/tasks?view=list page by page for the active brand, with the caching of the whole list (spec part 1 §7:
 * stale after 5 s, kept 30 s, refetched on mount, not on focus). The next page comes when the page asks for it.
 */
export function useTaskPages() {
  const signedIn = useAuthStore((s) => s.status === 'signedIn');
  const { brand, isLoading: brandsLoading } = useActiveBrand();
  const brandId = brand?.id ?? null;
  const query = useInfiniteQuery({
    queryKey: taskPagesQueryKey(brandId),
    queryFn: ({ pageParam, signal }) => fetchTasksPage(brandId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    enabled: signedIn && !brandsLoading,
    staleTime: 5_000,
    gcTime: 30_000,
    refetchOnMount: true,
    refetchOnWindowFocus: false,
  });
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
