import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@navia/client-kit';
import { StrategyDetailsResponse } from '@navia/contracts';
import { strategyDetailsQueryKey } from './query-keys';

/**
 * GET /api/strategies/{id}/details while Track & Manage is open (spec part 2 §7). Read afresh on every open and
 * dropped on close (gcTime 0): the dialog's inputs start from the answer they mount with, so a cached answer from an
 * earlier open would show key-result values edited since.
 */
export function useStrategyDetails(id: string | null) {
  return useQuery({
    queryKey: strategyDetailsQueryKey(id ?? ''),
    queryFn: ({ signal }) => apiFetch(`/api/strategies/${encodeURIComponent(id as string)}/details`, { schema: StrategyDetailsResponse, signal }),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
