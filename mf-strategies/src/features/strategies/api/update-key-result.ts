import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@navia/client-kit';
import { KeyResultResponse, type UpdateKeyResultBody } from '@navia/contracts';

/**
 * PATCH /api/key-results/{id}, sent on every edit (spec part 2 §5). The dialog's input stays the source of what is
 * shown while it is open: answers to a run of keystrokes may arrive out of order, so none of them is written back.
 */
export function useUpdateKeyResult() {
  return useMutation({
    mutationFn: ({ id, currentValue }: { id: string } & UpdateKeyResultBody) =>
      apiFetch(`/api/key-results/${encodeURIComponent(id)}`, { method: 'PATCH', body: { currentValue }, schema: KeyResultResponse }),
  });
}
