import { useQuery } from '@tanstack/react-query';
import { TasksResponse } from '@navia/contracts';
import { TASKS_QUERY_KEY, apiFetch, useActiveBrand, useAuthStore } from '@navia/client-kit';

/** spec part 1 §8: the tasks page's load failure. */
export const TASKS_LOAD_ERROR = 'Failed to load tasks';

/** Under TASKS_QUERY_KEY, so invalidating that prefix (a status change, a strategy launch) reaches every brand. */
export const tasksQueryKey = (brandId: string | null) => [...TASKS_QUERY_KEY, brandId] as const;

export async function fetchTasks(brandId: string | null, signal?: AbortSignal): Promise<TasksResponse> {
  const path = brandId ? `${TASKS_QUERY_KEY[0]}?brandId=${encodeURIComponent(brandId)}` : TASKS_QUERY_KEY[0];
  try {
    return await apiFetch(path, { schema: TasksResponse, signal });
  } catch (cause) {
    throw new Error(TASKS_LOAD_ERROR, { cause });
  }
}

/**
 * GET /api/tasks?brandId= for the active brand. spec part 1 §7: stale after 5 s, kept 30 s, refetched on mount, not
 * on focus. Waits for the brand list so the first call is already scoped; without a brand the server's default
 * brand is meant.
 */
export function useTasks() {
  const signedIn = useAuthStore((s) => s.status === 'signedIn');
  const { brand, isLoading: brandsLoading } = useActiveBrand();
  const brandId = brand?.id ?? null;
  const query = useQuery({
    queryKey: tasksQueryKey(brandId),
    queryFn: ({ signal }) => fetchTasks(brandId, signal),
    enabled: signedIn && !brandsLoading,
    staleTime: 5_000,
    gcTime: 30_000,
    refetchOnMount: true,
    refetchOnWindowFocus: false,
  });
  return { ...query, brandId };
}
