import { useCallback, useSyncExternalStore } from 'react';
import { StoredReadNewsIds } from '@navia/contracts';

/** spec part 1 §3 "Browser storage entries": the per-user list of read news ids. */
export const readNewsKey = (userId: string) => `navia.readNews.${userId}`;

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored ids; anything unreadable counts as none. */
function parseIds(raw: string | null): string[] {
  try {
    const parsed = raw ? StoredReadNewsIds.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : [];
  } catch {
    return [];
  }
}

// Marks this tab could not store (storage full or refused), by key: they still hold for this visit, and the server
// keeps them.
const unsaved = new Map<string, readonly string[]>();

// useSyncExternalStore compares snapshots by identity, so the list read for a key is kept until its stored text or
// its unsaved marks change; parsing anew on every read would hand React a new list each time.
const snapshots = new Map<string, { raw: string | null; kept: readonly string[] | undefined; ids: readonly string[] }>();

/** The user's read marks in this browser: the stored ones, with any this tab could not store. */
function readSnapshot(userId: string): readonly string[] {
  const key = readNewsKey(userId);
  const raw = readStored(key);
  const kept = unsaved.get(key);
  const last = snapshots.get(key);
  if (last && last.raw === raw && last.kept === kept) return last.ids;
  const stored = parseIds(raw);
  const ids = kept ? [...stored, ...kept.filter((id) => !stored.includes(id))] : stored;
  snapshots.set(key, { raw, kept, ids });
  return ids;
}

// A tab gets no storage event for its own writes: saveReadNews tells this tab's readers itself.
const localListeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  // Another tab's marks arrive as storage events. Any key's event may re-read: an unchanged text gives the same list.
  window.addEventListener('storage', onChange);
  localListeners.add(onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    localListeners.delete(onChange);
  };
}

const NONE_READ_HERE: readonly string[] = [];

function saveReadNews(userId: string, ids: readonly string[]): void {
  const key = readNewsKey(userId);
  try {
    localStorage.setItem(key, JSON.stringify(ids));
    unsaved.delete(key);
  } catch {
    unsaved.set(key, ids);
  }
  for (const onChange of localListeners) onChange();
}

/**
 * The user's locally kept read marks, and a way to add some. Read from storage as an external store, so another
 * tab's marks (storage events) reach this one and two open dashboards hide the same items.
 */
export function useLocalReadNews(userId: string): [readonly string[], (ids: readonly string[]) => void] {
  // A server render of the dashboard (issue 16) cannot see this browser's marks: none, until the browser's render.
  const ids = useSyncExternalStore(subscribe, () => readSnapshot(userId), () => NONE_READ_HERE);

  const add = useCallback(
    (added: readonly string[]) => {
      // Read storage again rather than the rendered list: another tab may have added marks since.
      const current = readSnapshot(userId);
      const fresh = added.filter((id) => !current.includes(id));
      if (fresh.length === 0) return;
      saveReadNews(userId, [...current, ...fresh]);
    },
    [userId],
  );

  return [ids, add];
}
