import { useQuery } from '@tanstack/react-query';
import { apiFetch, useAuthStore } from '@navia/client-kit';
import { RecentStrategyCreationResponse } from '@navia/contracts';
import { RECENT_STRATEGY_CREATION_QUERY_KEY } from './query-keys';

/** spec part 2 §9: the recent-creation poll runs every 2000 ms. */
export const RECENT_CREATION_POLL_MS = 2000;

/** GET /api/recent-strategy-creation: polled, refetched on window focus, never retried (spec part 2 §7). */
export function useRecentStrategyCreation() {
  const signedIn = useAuthStore((s) => s.status === 'signedIn' && s.user !== null);
  return useQuery({
    queryKey: RECENT_STRATEGY_CREATION_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch('/api/recent-strategy-creation', { schema: RecentStrategyCreationResponse, signal }),
    enabled: signedIn,
    staleTime: 0,
    refetchInterval: RECENT_CREATION_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
}
