// The stored choice of brand and the rule that picks the active one, apart from the store (zustand) and the brand
// list's query: the shell's main.js reads both to send a page's first brand-scoped calls before the app's code has
// arrived (issue 16). This file imports nothing at run time.
import type { BrandSummary } from '@navia/contracts';

/** The brand the person works on; the remotes scope their calls with its id. */
export interface ActiveBrand {
  id: string;
  name: string;
}

// spec part 1 §3 "Browser storage entries": the id and the name on their own, plus one combined selection record.
export const ACTIVE_BRAND_ID_KEY = 'navia.activeBrandId';
export const ACTIVE_BRAND_NAME_KEY = 'navia.activeBrandName';
export const ACTIVE_BRAND_SELECTION_KEY = 'navia.activeBrandSelection';

/** The combined record's shape: `{ id, name, timestamp }` (checked by hand: main.js has no zod). */
function selectionOf(value: unknown): ActiveBrand | null {
  const record = value as { id?: unknown; name?: unknown; timestamp?: unknown } | null;
  if (typeof record?.id !== 'string' || !record.id || typeof record.name !== 'string' || typeof record.timestamp !== 'number') return null;
  return { id: record.id, name: record.name };
}

/**
 * The stored selection, or null. The combined record wins because it is written as one unit; the two loose entries
 * are the fallback for a record that is missing or damaged. Storage can be unavailable (privacy modes), so any
 * failure reads as "nothing stored".
 */
export function readStoredBrand(): ActiveBrand | null {
  try {
    const record = localStorage.getItem(ACTIVE_BRAND_SELECTION_KEY);
    if (record) {
      const selection = selectionOf(JSON.parse(record));
      if (selection) return selection;
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

/**
 * spec part 1 §4 "Active brand": the stored choice while it is still one of the user's brands (it may have been
 * deleted, or belong to a list from before), else the default brand, else the first.
 */
export function resolveActiveBrand(brands: BrandSummary[], stored: ActiveBrand | null): BrandSummary | null {
  return brands.find((b) => b.id === stored?.id) ?? brands.find((b) => b.isDefault) ?? brands[0] ?? null;
}
