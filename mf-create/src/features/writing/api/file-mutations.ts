import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@navia/client-kit';
import { DeleteFileResponse, FileResponse, type NewFileBody, type SaveApprovedBody } from '@navia/contracts';
import { FILES_QUERY_KEY } from './query-keys';

/**
 * The header bar's file calls (spec part 2 §7): new, copy, save-approved, delete. Each refreshes the file lists
 * afterwards (every brand's: the path prefix), so the Open File dialog and the offers list stay current.
 */
function useInvalidateFiles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: FILES_QUERY_KEY });
}

const fileUrl = (id: string) => `/api/files/${encodeURIComponent(id)}`;

/** POST /api/files/new: the spec sends {}; the active brand's id goes along so the file lands in that brand. */
export function useCreateFile() {
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: (body: NewFileBody) => apiFetch('/api/files/new', { method: 'POST', body, schema: FileResponse }).then((a) => a.file),
    onSuccess: invalidate,
  });
}

/** POST /api/files/{id}/copy. */
export function useCopyFile() {
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`${fileUrl(id)}/copy`, { method: 'POST', schema: FileResponse }).then((a) => a.file),
    onSuccess: invalidate,
  });
}

/** PATCH /api/files/{id}/save-approved: content, the name only when edited, and the instructions. */
export function useSaveFile() {
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SaveApprovedBody }) =>
      apiFetch(`${fileUrl(id)}/save-approved`, { method: 'PATCH', body, schema: FileResponse }).then((a) => a.file),
    onSuccess: invalidate,
  });
}

/** DELETE /api/files/{id}. */
export function useDeleteFile() {
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: (id: string) => apiFetch(fileUrl(id), { method: 'DELETE', schema: DeleteFileResponse }),
    onSuccess: invalidate,
  });
}
