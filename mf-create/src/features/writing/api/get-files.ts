import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@navia/client-kit';
import { FilesResponse, type FileEntity } from '@navia/contracts';
import { filesQueryKey } from './query-keys';

/** spec part 1 §8 / part 2 §8: the toast when the list call fails. */
export const FILES_ERROR = 'Failed to fetch files';

/** GET /api/files?brandId= (spec part 2 §7); without a brand id the server lists the default brand's files. */
export function fetchFiles(brandId: string | null, signal?: AbortSignal): Promise<FileEntity[]> {
  const path = brandId ? `/api/files?brandId=${encodeURIComponent(brandId)}` : '/api/files';
  return apiFetch(path, { schema: FilesResponse, signal }).then((answer) => answer.files);
}

/**
 * The brand's files: the Open File list and the offers named in earlier files (spec part 2 §5). Read afresh when
 * the dialog opens (`refetch`); a generated or copied file is added by invalidation.
 */
export function useFiles(brandId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: filesQueryKey(brandId),
    queryFn: ({ signal }) => fetchFiles(brandId, signal),
    enabled,
  });
}
