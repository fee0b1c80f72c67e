import { queryOptions, useQuery } from '@tanstack/react-query';
import { BrandSetupProgressResponse } from '@navia/contracts';
import { ApiError, apiErrorText } from '../api/api-error';
import { apiFetch } from '../api/api-fetch';
import { BRAND_SETUP_PROGRESS_PATH, brandSetupProgressPath } from '../api/call-paths';
import { useAuthStore } from '../auth/auth-store';
import { useActiveBrand } from '../brand/use-active-brand';

export { BRAND_SETUP_PROGRESS_PATH, brandSetupProgressPath };

/**
 * The prefix of every brand-setup progress entry in the query cache. Anything that changes what the progress is
 * computed from (a brand-data save, a strategy launch) refreshes it with
 * `queryClient.invalidateQueries({ queryKey: BRAND_SETUP_PROGRESS_QUERY_KEY })`, which covers every brand and both
 * forms of the call.
 */
export const BRAND_SETUP_PROGRESS_QUERY_KEY = [BRAND_SETUP_PROGRESS_PATH] as const;

/** The full key of one entry: the brand it is for, and whether the strategy step is left out. */
export function brandSetupProgressQueryKey(brandId: string | null, excludeStrategyStep: boolean) {
  return [...BRAND_SETUP_PROGRESS_QUERY_KEY, brandId, { excludeStrategyStep }] as const;
}

/** spec part 1 §6 and §8: the query's error while the user is not ready. */
export const NOT_AUTHENTICATED_ERROR = 'User not authenticated';
/** spec part 2 §8: a failure that is not an HTTP answer (network down, an answer of an unexpected shape). */
export const PROGRESS_FETCH_ERROR = 'Failed to fetch brand setup progress';

/**
 * spec part 1 §8: brand-setup calls report the body's error text, else 'HTTP {status}'. The services answer
 * `{ ok:false, error:'not_found', message:'Brand not found', ... }`, so the human `message` comes first and the
 * `error` field (which is the whole text in the spec's simpler `{ error }` bodies) second.
 */
export function progressErrorMessage(error: ApiError): string {
  return apiErrorText(error);
}

export async function fetchBrandSetupProgress(
  brandId: string | null,
  excludeStrategyStep: boolean,
  signal?: AbortSignal,
): Promise<BrandSetupProgressResponse> {
  // Checked when the call runs too, not only through `enabled`: a refetch() ignores `enabled`.
  const { status, user } = useAuthStore.getState();
  if (status !== 'signedIn' || !user || !brandId) throw new Error(NOT_AUTHENTICATED_ERROR);
  try {
    return await apiFetch(brandSetupProgressPath(brandId, excludeStrategyStep), { schema: BrandSetupProgressResponse, signal });
  } catch (cause) {
    if (cause instanceof ApiError) throw new Error(progressErrorMessage(cause), { cause });
    if (cause instanceof Error && cause.name === 'AbortError') throw cause;
    throw new Error(PROGRESS_FETCH_ERROR, { cause });
  }
}

/** One brand's progress as one query definition: read by useBrandSetupProgress, prefetched by the shell. */
export function brandSetupProgressQuery(brandId: string | null, excludeStrategyStep: boolean) {
  return queryOptions({
    queryKey: brandSetupProgressQueryKey(brandId, excludeStrategyStep),
    queryFn: ({ signal }) => fetchBrandSetupProgress(brandId, excludeStrategyStep, signal),
  });
}

export interface BrandSetupProgressOptions {
  /** spec part 1 §7: `?excludeStrategyStep=true` answers whether the brand steps alone are done (100 percent). */
  excludeStrategyStep?: boolean;
  /** False keeps the read idle (a closed dialog that only needs the answer once it opens). Default true. */
  enabled?: boolean;
}

/**
 * GET /api/brand-setup-progress for the active brand (spec part 1 §7). Idle while signed out or while no brand is
 * known. Cached like every read (never stale): the savers invalidate BRAND_SETUP_PROGRESS_QUERY_KEY.
 */
export function useBrandSetupProgress({ excludeStrategyStep = false, enabled = true }: BrandSetupProgressOptions = {}) {
  const signedIn = useAuthStore((s) => s.status === 'signedIn' && s.user !== null);
  const activeBrand = useActiveBrand();
  const brandId = activeBrand.brand?.id ?? null;
  const query = useQuery({ ...brandSetupProgressQuery(brandId, excludeStrategyStep), enabled: enabled && signedIn && brandId !== null });
  // brandsLoading: the active brand is not known yet, so the read has not started (brandId null, the query idle).
  return { ...query, brandId, brandsLoading: activeBrand.isLoading };
}
