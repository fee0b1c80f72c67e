import { create } from 'zustand';
import { z } from 'zod';
import { useAuthStore } from '../auth/auth-store';

/** The brand the person works on; the remotes scope their calls with its id. */
export interface ActiveBrand {
  id: string;
  name: string;
}

// spec part 1 §3 "Browser storage entries": the id and the name on their own, plus one combined selection record.
export const ACTIVE_BRAND_ID_KEY = 'navia.activeBrandId';
export const ACTIVE_BRAND_NAME_KEY = 'navia.activeBrandName';
export const ACTIVE_BRAND_SELECTION_KEY = 'navia.activeBrandSelection';

const SelectionRecord = z.object({ id: z.string().min(1), name: z.string(), timestamp: z.number() });

/**
 * The stored selection, or null. The combined record wins because it is written as one unit; the two loose entries
 * are the fallback for a record that is missing or damaged. Storage can be unavailable (privacy modes), so any
 * failure reads as "nothing stored".
 */
function readStoredBrand(): ActiveBrand | null {
  try {
    const record = localStorage.getItem(ACTIVE_BRAND_SELECTION_KEY);
    if (record) {
      const parsed = SelectionRecord.safeParse(JSON.parse(record));
      if (parsed.success) return { id: parsed.data.id, name: parsed.data.name };
    }
  } catch {
    // Unparseable record: try the loose entries.
  }
  try {
    const id = localStorage.getItem(ACTIVE_BRAND_ID_KEY);
    return id ? { id, name: localStorage.getItem(ACTIVE_BRAND_NAME_KEY) ?? '' } : null;
  } catch {
    return null;
  }
}

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
export const useActiveBrandStore = create<{ brand: ActiveBrand | null }>()(() => ({ brand: readStoredBrand() }));

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
