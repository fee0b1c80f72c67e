import { useQuery } from '@tanstack/react-query';
import { filesQuery } from '@navia/client-kit';

// The query's definition lives in client-kit (the shell prefetches it for /create).
export { fetchFiles } from '@navia/client-kit';

/** spec part 1 §8 / part 2 §8: the toast when the list call fails. */
export const FILES_ERROR = 'Failed to fetch files';

/**
 * The brand's files: the Open File list and the offers named in earlier files (spec part 2 §5). Read afresh when
 * the dialog opens (`refetch`); a generated or copied file is added by invalidation.
 */
export function useFiles(brandId: string | null, enabled: boolean) {
  return useQuery({ ...filesQuery(brandId), enabled });
}
