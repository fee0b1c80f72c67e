import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export interface ListEntry<T> {
  /** Stable for the card's lifetime, also when the server gives a new item a lasting id. */
  key: string;
  item: T;
  /** Added on this screen and not saved yet. */
  pending: boolean;
}

/**
 * The offers or personas a screen shows: the saved ones, then those added but not saved yet. A card keeps its key
 * (and so its edit state) when its item is saved and comes back with a server-given id (a persona's 'temp-' id).
 */
export function useItemList<T extends { id: string }>(saved: readonly T[], saveList: (items: T[]) => Promise<readonly T[]>) {
  const [pending, setPending] = useState<{ key: string; item: T }[]>([]);
  const keyById = useRef(new Map<string, string>());
  const [version, setVersion] = useState(0);

  const entries = useMemo<ListEntry<T>[]>(() => {
    void version; // the id → key map is a ref; a remembered id bumps the version to re-read it
    const used = new Set<string>();
    // The map is read in render on purpose: it must hold in the very render that brings the saved item back. Kept as
    // state instead, the saved persona's card lost the draft of its other block (who-you-serve's "saving keeps the
    // card" test fails).
    // eslint-disable-next-line react-hooks/refs
    const list: ListEntry<T>[] = saved.map((item) => {
      const key = keyById.current.get(item.id) ?? item.id;
      used.add(key);
      return { key, item, pending: false };
    });
    for (const p of pending) if (!used.has(p.key)) list.push({ ...p, pending: true });
    return list;
  }, [saved, pending, version]);

  // A pending item that now comes back saved is no longer pending.
  useEffect(() => {
    const savedKeys = new Set(saved.map((item) => keyById.current.get(item.id) ?? item.id));
    if (pending.some((p) => savedKeys.has(p.key))) setPending((list) => list.filter((p) => !savedKeys.has(p.key)));
  }, [saved, pending, version]);

  const add = useCallback((item: T) => setPending((list) => [...list, { key: item.id, item }]), []);
  const drop = useCallback((key: string) => setPending((list) => list.filter((p) => p.key !== key)), []);

  /**
   * Saves one card's item with the others as saved (a pending one appended). When that added the item, the saved
   * list's new item is that card from now on, so the card keeps its key (and its edit state).
   */
  const saveEntry = useCallback(
    async (entry: ListEntry<T>, item: T) => {
      const after = await saveList(entry.pending ? [...saved, item] : saved.map((s) => (s.id === entry.item.id ? item : s)));
      if (!entry.pending) return;
      const known = new Set(saved.map((s) => s.id));
      const added = after.find((s) => !known.has(s.id));
      if (added) {
        keyById.current.set(added.id, entry.key);
        setVersion((v) => v + 1);
      }
    },
    [saved, saveList],
  );

  return { entries, add, drop, saveEntry };
}
