import { useQuery } from '@tanstack/react-query';
import { recentStrategyCreationQuery, useAuthStore } from '@navia/client-kit';

export { RECENT_CREATION_POLL_MS } from '@navia/client-kit';

/** GET /api/recent-strategy-creation: polled, refetched on window focus, never retried (spec part 2 §7). */
export function useRecentStrategyCreation() {
  const signedIn = useAuthStore((s) => s.status === 'signedIn' && s.user !== null);
  return useQuery({ ...recentStrategyCreationQuery(), enabled: signedIn });
}
