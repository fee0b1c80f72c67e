import { useQuery } from '@tanstack/react-query';
import { strategiesQuery, useActiveBrand, useAuthStore } from '@navia/client-kit';
import type { StrategiesResponse } from '@navia/contracts';

// The query's definition lives in client-kit (the shell prefetches it for /strategies).
export { fetchStrategies } from '@navia/client-kit';

const selectStrategies = (data: StrategiesResponse) => data.strategies;

/**
 * The active brand's strategies. Waits for the brand list, so the first call is already scoped to the brand the
 * screen resolves (not the default brand and then again the chosen one).
 */
export function useStrategies() {
  const signedIn = useAuthStore((s) => s.status === 'signedIn' && s.user !== null);
  const { brand, isLoading: brandsLoading } = useActiveBrand();
  const brandId = brand?.id ?? null;
  const query = useQuery({ ...strategiesQuery(brandId), select: selectStrategies, enabled: signedIn && !brandsLoading });
  return { ...query, brandId, brandsLoading };
}
