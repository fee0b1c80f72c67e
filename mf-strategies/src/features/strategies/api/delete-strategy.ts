import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@navia/client-kit';
import { DeleteStrategyResponse } from '@navia/contracts';
import { invalidateStrategyData } from './invalidate-strategy-data';

/** DELETE /api/strategies/{id} (spec part 2 §7): its tasks go with it. */
export function useDeleteStrategy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/strategies/${encodeURIComponent(id)}`, { method: 'DELETE', schema: DeleteStrategyResponse }),
    onSuccess: () => invalidateStrategyData(queryClient),
  });
}
