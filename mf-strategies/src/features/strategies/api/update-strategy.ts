import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@navia/client-kit';
import { StrategyResponse, type StrategyStatus } from '@navia/contracts';
import { invalidateStrategyData } from './invalidate-strategy-data';
import { UPDATE_STRATEGY_MUTATION_KEY } from './query-keys';

export interface UpdateStrategyInput {
  id: string;
  /** Left out when the completion switch was not toggled (spec part 2 §4: the current status is kept). */
  status?: StrategyStatus;
  /** yyyy-MM-dd, or null to clear it. */
  deadline: string | null;
}

/** PATCH /api/strategies/{id}: Track & Manage's Save & Close (spec part 2 §7). */
export function useUpdateStrategy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: UPDATE_STRATEGY_MUTATION_KEY,
    mutationFn: ({ id, status, deadline }: UpdateStrategyInput) =>
      apiFetch(`/api/strategies/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: status === undefined ? { deadline } : { status, deadline },
        schema: StrategyResponse,
      }),
    // Completing removes the strategy's open tasks (spec part 2 §4), so tasks and stats refresh as after a launch.
    onSuccess: () => invalidateStrategyData(queryClient),
  });
}
