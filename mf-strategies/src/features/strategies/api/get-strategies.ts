import { useQuery } from '@tanstack/react-query';
import { apiFetch, useActiveBrand, useAuthStore } from '@navia/client-kit';
import { StrategiesResponse } from '@navia/contracts';
import { strategiesQueryKey } from './query-keys';

/** GET /api/strategies?brandId= (spec part 2 §7); without an active brand the server uses the default brand. */
export function fetchStrategies(brandId: string | null, signal?: AbortSignal): Promise<StrategiesResponse> {
  const path = brandId ? `/api/strategies?brandId=${encodeURIComponent(brandId)}` : '/api/strategies';
  return apiFetch(path, { schema: StrategiesResponse, signal });
}

/**
 * The active brand's strategies. Waits for the brand list, so the first call is already scoped to the brand the
 * screen resolves (not the default brand and then again the chosen one).
 */
export function useStrategies() {
  const signedIn = useAuthStore((s) => s.status === 'signedIn' && s.user !== null);
  const { brand, isLoading: brandsLoading } = useActiveBrand();
  const brandId = brand?.id ?? null;
  const query = useQuery({
    queryKey: strategiesQueryKey(brandId),
    queryFn: ({ signal }) => fetchStrategies(brandId, signal),
    select: (data) => data.strategies,
    enabled: signedIn && !brandsLoading,
  });
  return { ...query, brandId, brandsLoading };
}
