import { useQuery } from '@tanstack/react-query';
import type { StrategiesResponse } from '@navia/contracts';
import { strategiesQuery, useAuthStore } from '@navia/client-kit';

// The query's definition lives in client-kit (the shell prefetches it for /tasks, the strategies area reads it too).
export { fetchStrategies, strategiesQueryKey } from '@navia/client-kit';

const selectStrategies = (data: StrategiesResponse) => data.strategies;

/**
 * GET /api/strategies?brandId= (spec part 1 §7: stale after 10 s). The tasks page only needs each strategy's status
 * to leave completed ones out of the chips, so a failed call is not an error on this page: every strategy then
 * counts as not completed.
 */
export function useStrategies(brandId: string | null) {
  const signedIn = useAuthStore((s) => s.status === 'signedIn');
  return useQuery({ ...strategiesQuery(brandId), enabled: signedIn, staleTime: 10_000, select: selectStrategies });
}
