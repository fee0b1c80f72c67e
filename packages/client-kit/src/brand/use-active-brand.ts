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
      try {
        return await apiFetch(USER_BRANDS_PATH, { schema: UserBrandsResponse, signal });
      } catch (cause) {
        throw new Error(USER_BRANDS_ERROR, { cause });
      }
    },
  });
}

const selectBrands = (data: UserBrandsResponse) => data.brands;

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
  // same brand. Also refreshes a stored name after a rename. Compared with the store's current value: several
  // components use this hook, and the first one's write must not be repeated by the rest.
  useEffect(() => {
    const current = useActiveBrandStore.getState().brand;
    if (brand && (brand.id !== current?.id || brand.companyName !== current.name)) {
      setActiveBrand({ id: brand.id, name: brand.companyName });
    }
  }, [brand, stored]);

  const selectBrand = useCallback(
    (id: string) => {
      const chosen = brands.find((b) => b.id === id);
      if (chosen) setActiveBrand({ id: chosen.id, name: chosen.companyName });
    },
    [brands],
  );

  return { brand, brands, isLoading, error, selectBrand };
}
