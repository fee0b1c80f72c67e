import { useCallback, useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserBrandsResponse, type BrandSummary } from '@navia/contracts';
import { apiFetch } from '../api/api-fetch';
import { USER_BRANDS_PATH } from '../api/call-paths';
import { useAuthStore } from '../auth/auth-store';
import { resolveActiveBrand } from './active-brand-choice';
import { setActiveBrand, useActiveBrandStore } from './active-brand-store';

export const USER_BRANDS_QUERY_KEY = [USER_BRANDS_PATH] as const;

/** spec part 1 §8 catalogue text; the cause keeps the ApiError for anyone who needs the status. */
const USER_BRANDS_ERROR = 'Failed to fetch user brands';

const NO_BRANDS: BrandSummary[] = [];

/** GET /api/user-brands as one query definition: read by useUserBrands, prefetched by the shell for a route. */
export function userBrandsQuery() {
  return queryOptions({
    queryKey: USER_BRANDS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const askedFor = useAuthStore.getState().user?.id;
      let answer: UserBrandsResponse;
      try {
        answer = await apiFetch(USER_BRANDS_PATH, { schema: UserBrandsResponse, signal });
      } catch (cause) {
        throw new Error(USER_BRANDS_ERROR, { cause });
      }
      // Before the list reaches the components: they then render once, with the list and the stored choice agreeing.
      // Stored afterwards, by useActiveBrand's effect, a browser's first load (no choice stored yet, as in every
      // Lighthouse run) rendered every component reading the active brand a second time right after the page's
      // first commit, synchronously (a store update): the whole page again (docs/performance.md, issue 16).
      // Only for the session that asked: the next person on the browser must never get someone else's brand id.
      const { status, user } = useAuthStore.getState();
      if (status === 'signedIn' && user?.id === askedFor) storeResolvedBrand(answer.brands);
      return answer;
    },
  });
}

const selectBrands = (data: UserBrandsResponse) => data.brands;

/**
 * Stores the brand `brands` resolves to when it is not the stored choice (no choice yet, a deleted brand) or its name
 * changed (a rename). Compared with the store's current value, so the components and the query reading one list
 * write it once.
 */
function storeResolvedBrand(brands: BrandSummary[]): void {
  const current = useActiveBrandStore.getState().brand;
  const brand = resolveActiveBrand(brands, current);
  if (brand && (brand.id !== current?.id || brand.companyName !== current.name)) {
    setActiveBrand({ id: brand.id, name: brand.companyName });
  }
}

/** The signed-in user's brands (spec part 1 §7 GET /api/user-brands). Idle while signed out. */
export function useUserBrands() {
  const signedIn = useAuthStore((s) => s.status === 'signedIn');
  return useQuery({ ...userBrandsQuery(), select: selectBrands, enabled: signedIn });
}

export { resolveActiveBrand };

export interface ActiveBrandView {
  /** Null while the list loads, when it failed, and when the user has no brands. */
  brand: BrandSummary | null;
  brands: BrandSummary[];
  isLoading: boolean;
  error: Error | null;
  /** Ignores an id that is not one of the user's brands. */
  selectBrand: (id: string) => void;
}

export function useActiveBrand(): ActiveBrandView {
  const { data, isLoading, error } = useUserBrands();
  const signedIn = useAuthStore((s) => s.status === 'signedIn');
  const stored = useActiveBrandStore((s) => s.brand);
  // A list still cached after sign-out (a query client that is not cleared, a component not yet unmounted) must not
  // resolve and write the previous user's brand back into the store that sign-out just cleared.
  const brands = (signedIn && data) || NO_BRANDS;
  const brand = resolveActiveBrand(brands, stored);

  // Store what the screen resolved, so the remotes (which read the store, not this list) scope their calls to the
  // same brand. The list's query does it as each answer arrives; this covers a change of the stored choice under a
  // cached list (another tab's sign-out clearing it, say).
  useEffect(() => {
    storeResolvedBrand(brands);
  }, [brands, stored]);

  const selectBrand = useCallback(
    (id: string) => {
      const chosen = brands.find((b) => b.id === id);
      if (chosen) setActiveBrand({ id: chosen.id, name: chosen.companyName });
    },
    [brands],
  );

  return { brand, brands, isLoading, error, selectBrand };
}
