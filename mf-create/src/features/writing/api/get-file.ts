import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@navia/client-kit';
import { FileResponse, type FileEntity } from '@navia/contracts';

/** GET /api/files/{id} (spec part 2 §7): always read fresh, since a draft may have been written into it since. */
export function fetchFile(id: string, signal?: AbortSignal): Promise<FileEntity> {
  return apiFetch(`/api/files/${encodeURIComponent(id)}`, { schema: FileResponse, signal }).then((answer) => answer.file);
}

/**
 * GET /api/files/{id} whole (issue 18): the file with its voice score and provenance, for the Open File dialog's
 * preview of the chosen file; idle until one is chosen.
 */
export function useFileDetails(id: string | null) {
  return useQuery({
    queryKey: ['/api/files', 'details', id] as const,
    queryFn: ({ signal }) => apiFetch(`/api/files/${encodeURIComponent(id ?? '')}`, { schema: FileResponse, signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}
