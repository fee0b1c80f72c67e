/**
 * Unsaved edits kept in local storage, per user and per scope (a file in the writing workspace, a Brand HQ block), so
 * text typed and left behind (another page, a reload, a closed tab, an expired session) can be offered back on
 * return instead of being lost. Only this browser keeps them; a save or a discard removes them.
 */
const PREFIX = 'navia.draft.';

/** A draft left this long is not offered any more (and is removed when read). */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface StoredDraft<T> {
  value: T;
  /** When it was last written (ms since the epoch). */
  savedAt: number;
}

const keyOf = (userId: string, scope: string) => `${PREFIX}${userId}.${scope}`;

function parse<T>(raw: string | null, now: number): StoredDraft<T> | null | 'invalid' {
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDraft<T>> | null;
    if (!parsed || typeof parsed.savedAt !== 'number' || !('value' in parsed)) return 'invalid';
    if (now - parsed.savedAt > DRAFT_MAX_AGE_MS) return 'invalid';
    return { value: parsed.value as T, savedAt: parsed.savedAt };
  } catch {
    return 'invalid';
  }
}

/** The draft kept for `scope`, or null; an unreadable or expired one is removed. */
export function readDraft<T>(userId: string, scope: string, now: number = Date.now()): StoredDraft<T> | null {
  try {
    const found = parse<T>(localStorage.getItem(keyOf(userId, scope)), now);
    if (found === 'invalid') {
      localStorage.removeItem(keyOf(userId, scope));
      return null;
    }
    return found;
  } catch {
    return null;
  }
}

/** The newest draft among the scopes that start with `prefix` (e.g. every file of the writing workspace). */
export function latestDraft<T>(userId: string, prefix: string, now: number = Date.now()): { scope: string; draft: StoredDraft<T> } | null {
  const start = keyOf(userId, prefix);
  let best: { scope: string; draft: StoredDraft<T> } | null = null;
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith(start)) continue;
      const scope = key.slice(keyOf(userId, '').length);
      const draft = readDraft<T>(userId, scope, now);
      if (draft && (!best || draft.savedAt > best.draft.savedAt)) best = { scope, draft };
    }
  } catch {
    return null;
  }
  return best;
}

export function writeDraft<T>(userId: string, scope: string, value: T, now: number = Date.now()): void {
  try {
    localStorage.setItem(keyOf(userId, scope), JSON.stringify({ value, savedAt: now } satisfies StoredDraft<T>));
  } catch {
    // Storage full or off: the edit is still on screen, only the safety copy is missing.
  }
}

export function removeDraft(userId: string, scope: string): void {
  try {
    localStorage.removeItem(keyOf(userId, scope));
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}
