import { infiniteQueryOptions } from '@tanstack/react-query';
import { TASKS_LIST_VIEW, TaskListPage } from '@navia/contracts';
import { apiFetch } from '../api/api-fetch';
import { taskPagePath } from '../api/call-paths';
import { TASKS_QUERY_KEY } from '../query/query-keys';
import { TASKS_LOAD_ERROR } from './tasks-query';

// The tasks page's list, here rather than in its remote so the shell can start the first page for /tasks while the
// remote's code loads, under the key the page reads (shell/src/features/remotes/api/route-data.ts).

/**
 * The lean, paged list view (issue 16 item 5: a big account's whole list was 1.5 MB and took seconds to parse and
 * render). Under TASKS_QUERY_KEY and the brand, so invalidating that prefix reaches it too.
 */
export const taskPagesQueryKey = (brandId: string | null) => [...TASKS_QUERY_KEY, brandId, TASKS_LIST_VIEW] as const;

export async function fetchTasksPage(brandId: string | null, offset: number, signal?: AbortSignal): Promise<TaskListPage> {
  try {
    return await apiFetch(taskPagePath(brandId, offset), { schema: TaskListPage, signal });
  } catch (cause) {
    throw new Error(TASKS_LOAD_ERROR, { cause });
  }
}

/**
 * GET /api/tasks?view=list page by page, with the caching of the whole list (spec part 1 §7: stale after 5 s, kept
 * 30 s, refetched on mount, not on focus). The next page comes when the page asks for it.
 */
export function taskPagesQuery(brandId: string | null) {
  return infiniteQueryOptions({
    queryKey: taskPagesQueryKey(brandId),
    queryFn: ({ pageParam, signal }) => fetchTasksPage(brandId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: TaskListPage) => last.nextOffset ?? undefined,
    staleTime: 5_000,
    gcTime: 30_000,
    refetchOnMount: true,
    refetchOnWindowFocus: false,
  });
}
