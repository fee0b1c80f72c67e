import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STRATEGIES_QUERY_KEY, apiFetch } from '@navia/client-kit';
import type { StrategyStatus } from '@navia/contracts';
import { UPDATE_STRATEGY_STATUS_MUTATION_KEY } from './query-keys';

/**
 * PATCH /api/strategies/{id}/status. spec part 2 §4: the call exists but no control here triggers it; kept so the
 * card's 'Updating...' overlay and the list refresh are in place when one does. Failures are only logged.
 */
export function useUpdateStrategyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: UPDATE_STRATEGY_STATUS_MUTATION_KEY,
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) => {
      const status: StrategyStatus = completed ? 'completed' : 'active';
      return apiFetch<unknown>(`/api/strategies/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { status } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STRATEGIES_QUERY_KEY }),
    onError: (error) => console.error('Failed to update strategy status', error),
  });
}
