import { useQuery } from '@tanstack/react-query';
import { tasksQuery, useActiveBrand, useAuthStore } from '@navia/client-kit';

// The query's definition lives in client-kit (the shell prefetches it for /dashboard and /tasks).
export { TASKS_LOAD_ERROR, fetchTasks, tasksQueryKey } from '@navia/client-kit';

/**
 * GET /api/tasks?brandId= for the active brand. spec part 1 §7: stale after 5 s, kept 30 s, refetched on mount, not
 * on focus. Waits for the brand list so the first call is already scoped; without a brand the server's default
 * brand is meant.
 */
export function useTasks() {
  const signedIn = useAuthStore((s) => s.status === 'signedIn');
  const { brand, isLoading: brandsLoading } = useActiveBrand();
  const brandId = brand?.id ?? null;
  const query = useQuery({ ...tasksQuery(brandId), enabled: signedIn && !brandsLoading });
  return { ...query, brandId };
}
