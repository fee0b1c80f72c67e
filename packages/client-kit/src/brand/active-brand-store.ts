import { createSharedStore } from '../stores/shared-store';
import { useAuthStore } from '../auth/auth-store';
import { ACTIVE_BRAND_ID_KEY, ACTIVE_BRAND_NAME_KEY, ACTIVE_BRAND_SELECTION_KEY, readStoredBrand, type ActiveBrand } from './active-brand-choice';

export { ACTIVE_BRAND_ID_KEY, ACTIVE_BRAND_NAME_KEY, ACTIVE_BRAND_SELECTION_KEY, type ActiveBrand };

function writeStoredBrand(brand: ActiveBrand | null): void {
  try {
    if (brand) {
      localStorage.setItem(ACTIVE_BRAND_ID_KEY, brand.id);
      localStorage.setItem(ACTIVE_BRAND_NAME_KEY, brand.name);
      localStorage.setItem(ACTIVE_BRAND_SELECTION_KEY, JSON.stringify({ ...brand, timestamp: Date.now() }));
    } else {
      localStorage.removeItem(ACTIVE_BRAND_ID_KEY);
      localStorage.removeItem(ACTIVE_BRAND_NAME_KEY);
      localStorage.removeItem(ACTIVE_BRAND_SELECTION_KEY);
    }
  } catch {
    // Without storage the choice still holds in memory for this tab.
  }
}

/**
 * The selected brand, shared by the shell and every remote (client-kit is a Module Federation singleton). Which brand
 * is active given the user's brand list is decided in use-active-brand.ts; this store only remembers the choice.
 */
export const useActiveBrandStore = createSharedStore<{ brand: ActiveBrand | null }>(() => ({ brand: readStoredBrand() }));

export function setActiveBrand(brand: ActiveBrand): void {
  writeStoredBrand(brand);
  useActiveBrandStore.setState({ brand });
}

export function clearActiveBrand(): void {
  writeStoredBrand(null);
  useActiveBrandStore.setState({ brand: null });
}

// The next person on this browser must never scope their calls with someone else's brand id. Any move into signed
// out forgets the choice: an explicit or expired sign-out, and also a page load that finds no session, which covers
// a previous user who closed the tab instead of signing out.
useAuthStore.subscribe((state, previous) => {
  if (state.status === 'signedOut' && previous.status !== 'signedOut') clearActiveBrand();
});
