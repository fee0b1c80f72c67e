import { useCallback, useEffect, useState } from 'react';
import { useAuthStore } from '../auth/auth-store';
import { latestDraft, readDraft, removeDraft, writeDraft, type StoredDraft } from './local-drafts';

export interface DraftOffer<T> extends StoredDraft<T> {
  /** The scope the draft was kept under (another file's, for an offer found by `offerLatestOf`). */
  scope: string;
}

interface Options<T> {
  /** What the draft belongs to, e.g. `writing:{fileId}` or `brand:{brandId}:purpose`; null keeps nothing. */
  scope: string | null;
  /** The edits as they are now. */
  value: T;
  /** Whether `value` holds unsaved changes: kept while true, removed once false (saved, discarded, undone). */
  dirty: boolean;
  /** Keeps storage as it is for now (a save or a generation is running). */
  paused?: boolean;
  /**
   * On first render only, when `scope` has no draft: offer the newest draft among scopes with this prefix (the
   * writing workspace opens empty, and its last unsaved file is what the person left).
   */
  offerLatestOf?: string;
}

export interface LocalDraft<T> {
  /** A kept draft that differs from what is shown, until restored or discarded. */
  offer: DraftOffer<T> | null;
  /** Takes the offer (the caller puts its value on screen; from then on it is kept as the current edits). */
  restore: () => DraftOffer<T> | null;
  /** Drops the offer and the kept copy. */
  discard: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Held<T> = { key: string | null; offer: DraftOffer<T> | null };

function lookUp<T>(userId: string | null, scope: string | null, latestOf?: string): DraftOffer<T> | null {
  if (!userId || !scope) return null;
  const own = readDraft<T>(userId, scope);
  if (own) return { ...own, scope };
  if (!latestOf) return null;
  const latest = latestDraft<T>(userId, latestOf);
  return latest ? { ...latest.draft, scope: latest.scope } : null;
}

/**
 * Keeps unsaved edits as a local draft (per signed-in user and scope) and offers a kept one back. While an offer is
 * open the stored copy is left untouched, so edits made meanwhile cannot overwrite what the person has not looked
 * at yet.
 */
export function useLocalDraft<T>({ scope, value, dirty, paused = false, offerLatestOf }: Options<T>): LocalDraft<T> {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const key = userId && scope ? `${userId}/${scope}` : null;
  const [held, setHeld] = useState<Held<T>>(() => ({ key, offer: lookUp<T>(userId, scope, offerLatestOf) }));
  // A new scope (another file, another brand) reads its own draft before anything is written for it: set during
  // render, so the effect below never sees the new scope with the old offer.
  let current = held;
  if (held.key !== key) current = { key, offer: lookUp<T>(userId, scope) };
  // A draft equal to what is shown has nothing to offer (restored, or saved since): it is done with.
  if (current.offer && same(current.offer.value, value)) current = { key, offer: null };
  if (current !== held) setHeld(current);
  const { offer } = current;

  useEffect(() => {
    if (!userId || !scope || paused || offer) return;
    if (dirty) writeDraft(userId, scope, value);
    else removeDraft(userId, scope);
  }, [userId, scope, paused, offer, dirty, value]);

  const restore = useCallback(() => {
    setHeld({ key, offer: null });
    return offer;
  }, [key, offer]);

  const discard = useCallback(() => {
    if (userId && offer) removeDraft(userId, offer.scope);
    setHeld({ key, offer: null });
  }, [key, offer, userId]);

  return { offer, restore, discard };
}
