import { useQuery } from '@tanstack/react-query';
import { StrategiesResponse } from '@navia/contracts';
import { STRATEGIES_QUERY_KEY, apiFetch, useAuthStore } from '@navia/client-kit';

/** Under STRATEGIES_QUERY_KEY, so a task status change refreshes it with every other strategies list. */
export const strategiesQueryKey = (brandId: string | null) => [...STRATEGIES_QUERY_KEY, brandId] as const;

export function fetchStrategies(brandId: string | null, signal?: AbortSignal): Promise<StrategiesResponse> {
  const path = brandId ? `${STRATEGIES_QUERY_KEY[0]}?brandId=${encodeURIComponent(brandId)}` : STRATEGIES_QUERY_KEY[0];
  return apiFetch(path, { schema: StrategiesResponse, signal });
}

/**
 * GET /api/strategies?brandId= (spec part 1 §7: stale after 10 s). The tasks page only needs each strategy's status
 * to leave completed ones out of the chips, so a failed call is not an error on this page: every strategy then
 * counts as not completed.
 */
export function useStrategies(brandId: string | null) {
  const signedIn = useAuthStore((s) => s.status === 'signedIn');
  return useQuery({
    queryKey: strategiesQueryKey(brandId),
    queryFn: ({ signal }) => fetchStrategies(brandId, signal),
    enabled: signedIn,
    staleTime: 10_000,
    select: (data) => data.strategies,
  });
}
