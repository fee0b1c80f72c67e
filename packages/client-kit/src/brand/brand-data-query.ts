import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../api/api-fetch';

// Here rather than in Brand HQ: the shell starts the brand record's call for /brand-profile/* while the remote's code
// loads, under the key Brand HQ reads. The cache holds the answer as the server gave it; Brand HQ shapes it into the
// record its screens use (normalizeBrandRecord) with `select`.

/** spec part 2 §8: the load failure's text. */
export const BRAND_DATA_ERROR = 'Failed to fetch brand data';

export const BRAND_DATA_PATH = '/api/brand-data';

/** Hierarchical, so invalidating ['/api/brand-data'] (other areas read the default brand that way) reaches it too. */
export const brandDataQueryKey = (brandId: string) => [BRAND_DATA_PATH, brandId] as const;

/**
 * GET and POST /api/brand-data answer `{ id, brandData }`. The record itself is normalized rather than parsed
 * strictly: records written by older versions lack fields, and the screens need every field present.
 */
export const BrandDataEnvelope = z.looseObject({ id: z.string().optional(), brandData: z.unknown().optional() });
export type BrandDataEnvelope = z.infer<typeof BrandDataEnvelope>;

/** GET /api/brand-data/{brandId} (spec part 2 §7). */
export function brandDataQuery(brandId: string) {
  return queryOptions({
    queryKey: brandDataQueryKey(brandId),
    queryFn: async ({ signal }): Promise<BrandDataEnvelope> => {
      try {
        return await apiFetch(`${BRAND_DATA_PATH}/${encodeURIComponent(brandId)}`, { schema: BrandDataEnvelope, signal });
      } catch (cause) {
        throw new Error(BRAND_DATA_ERROR, { cause });
      }
    },
  });
}
