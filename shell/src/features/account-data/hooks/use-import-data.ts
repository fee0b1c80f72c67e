import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@navia/client-kit';
import { ImportResponse } from '@navia/contracts';

/** POST /api/import with the chosen file as it is; every cached list is read again afterwards. */
export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiFetch('/api/import', { method: 'POST', body: file, schema: ImportResponse }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
