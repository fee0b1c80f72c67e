import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  BRAND_DATA_PATH,
  BRAND_SETUP_PROGRESS_QUERY_KEY,
  BrandDataEnvelope,
  USER_BRANDS_QUERY_KEY,
  apiFetch,
  brandDataQueryKey,
  useWriteRetry,
} from '@navia/client-kit';
import type { BrandDataPatchInput, SaveBrandDataBody } from '@navia/contracts';

const keyStartsWith = (prefix: string) => (query: { queryKey: readonly unknown[] }) =>
  typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(prefix);

/**
 * Every brand-setup progress entry (each brand, with and without the strategy step): a save can complete a step,
 * and the banner must show it.
 */
export function invalidateBrandSetupProgress(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: BRAND_SETUP_PROGRESS_QUERY_KEY });
}

/**
 * POST /api/brand-data with only the keys a block edits: top-level keys sent replace the stored ones, the rest are
 * kept. The answer (the saved record) becomes the cache entry; other brand-data reads and the brand-setup progress
 * are refreshed (spec part 2 §7), and the brand list when the company name changed. A save refused with 429 is told
 * and sent once more after Retry-After (the block keeps showing Saving...); a failure after that leaves the draft
 * to the block (useEditableBlock), so Save can be pressed again.
 */
export function useSaveBrandData(brandId: string) {
  const queryClient = useQueryClient();
  const retryWrite = useWriteRetry();
  return useMutation({
    mutationFn: (patch: BrandDataPatchInput) => {
      const body: SaveBrandDataBody = { brandId, brandData: patch };
      return retryWrite(() => apiFetch(BRAND_DATA_PATH, { method: 'POST', body, schema: BrandDataEnvelope }));
    },
    onSuccess: (answer, patch) => {
      const key = brandDataQueryKey(brandId);
      if (answer.brandData !== undefined) queryClient.setQueryData(key, answer);
      else void queryClient.invalidateQueries({ queryKey: key });
      // Every other reading of brand data (other brands, the default-brand key) reloads; only the entry just set
      // from the answer is kept, and every screen reading this brand sees it.
      void queryClient.invalidateQueries({
        predicate: (q) => keyStartsWith(BRAND_DATA_PATH)(q) && !(q.queryKey.length === key.length && q.queryKey.every((part, i) => part === key[i])),
      });
      void invalidateBrandSetupProgress(queryClient);
      // The header shows the brand's name from the brand list.
      if (patch.companyName !== undefined) void queryClient.invalidateQueries({ queryKey: USER_BRANDS_QUERY_KEY });
    },
  });
}
