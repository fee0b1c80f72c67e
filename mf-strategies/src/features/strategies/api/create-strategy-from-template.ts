import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@navia/client-kit';
import { CreateFromTemplateResponse, type CreateFromTemplateBody } from '@navia/contracts';
import { invalidateStrategyData } from './invalidate-strategy-data';

/** POST /api/strategies/create-from-template (spec part 2 §7). The caller shows the toasts. */
export function useCreateStrategyFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFromTemplateBody) =>
      apiFetch('/api/strategies/create-from-template', { method: 'POST', body, schema: CreateFromTemplateResponse }),
    onSuccess: () => invalidateStrategyData(queryClient),
  });
}
