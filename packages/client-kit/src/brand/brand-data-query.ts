import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../api/api-fetch';
import { BRAND_DATA_PATH, brandDataPath } from '../api/call-paths';
import { freshThisVisit } from '../query/route-visit';

// Here rather than in a remote: Brand HQ, the writing workspace and the launch dialog read the same record, and the
// shell starts the call for /brand-profile/* and /create while the remote's code loads, under the key they read.
// The cache holds the answer as the server gave it, once per brand; each screen reads it normalized (useBrandData),
// so a save in Brand HQ updates what the workspace and the dialog see.

/** spec part 2 §8: the load failure's text. */
export const BRAND_DATA_ERROR = 'Failed to fetch brand data';

export { BRAND_DATA_PATH };

/**
 * Hierarchical, so invalidating ['/api/brand-data'] reaches every brand's entry. `null` is the server's default
 * brand (GET /api/brand-data), read when the brand list could not be.
 */
export const brandDataQueryKey = (brandId: string | null) => [BRAND_DATA_PATH, brandId] as const;

/**
 * GET and POST /api/brand-data answer `{ id, brandData }`. The record itself is normalized rather than parsed
 * strictly: records written by older versions lack fields, and the screens need every field present.
 */
export const BrandDataEnvelope = z.looseObject({ id: z.string().optional(), brandData: z.unknown().optional() });
export type BrandDataEnvelope = z.infer<typeof BrandDataEnvelope>;

/** spec part 2 §7 details: in the writing workspace the brand-data read is no-cache and retried 3 times, 1 s apart. */
export const BRAND_RETRIES = 3;
export const BRAND_RETRY_DELAY_MS = 1000;

/**
 * How fresh a screen needs the record:
 * - `session`: Brand HQ, whose own saves keep the entry current;
 * - `this-visit`: the writing workspace (spec part 2 §7: no-cache, retried 3 times 1 s apart, read on each visit to
 *   the page, since offers and links may have changed in Brand HQ a moment ago, maybe in another tab);
 * - `each-open`: the launch dialog, read afresh each time it opens (offers and personas may have been edited since).
 */
export type BrandDataReading = 'session' | 'this-visit' | 'each-open';

/** GET /api/brand-data/{brandId}, or /api/brand-data for the default brand (spec part 2 §7). */
export function brandDataQuery(brandId: string | null, reading: BrandDataReading = 'session') {
  const path = brandDataPath(brandId);
  const headers = reading === 'this-visit' ? { 'Cache-Control': 'no-cache' } : undefined;
  return queryOptions({
    queryKey: brandDataQueryKey(brandId),
    queryFn: async ({ signal }): Promise<BrandDataEnvelope> => {
      try {
        return await apiFetch(path, { schema: BrandDataEnvelope, signal, headers });
      } catch (cause) {
        throw new Error(BRAND_DATA_ERROR, { cause });
      }
    },
    ...(reading === 'this-visit' ? { staleTime: freshThisVisit, retry: BRAND_RETRIES, retryDelay: BRAND_RETRY_DELAY_MS } : {}),
    ...(reading === 'each-open' ? { staleTime: 0 } : {}),
  });
}
