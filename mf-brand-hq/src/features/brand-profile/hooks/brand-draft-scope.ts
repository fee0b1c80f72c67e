import { createContext, useContext } from 'react';

/**
 * The brand whose blocks are on screen, so each block keeps its unsaved edits as a local draft under
 * `brand:{brandId}:{block}` (client kit's useLocalDraft) without every section passing the id down.
 */
export const BrandDraftScope = createContext<string | null>(null);

/** The draft scope of one block of the brand on screen, or null outside a loaded brand (or for no name). */
export function useBrandDraftScope(block: string | null | undefined): string | null {
  const brandId = useContext(BrandDraftScope);
  return brandId && block ? `brand:${brandId}:${block}` : null;
}
