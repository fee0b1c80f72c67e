import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';

/** spec part 1 §3 "Browser storage entries": the per-user list of read news ids. */
export const readNewsKey = (userId: string) => `navia.readNews.${userId}`;

const StoredIds = z.array(z.string());

/** The ids stored for the user; anything unreadable counts as none. */
export function loadReadNews(userId: string): string[] {
  try {
    const raw = localStorage.getItem(readNewsKey(userId));
    const parsed = raw ? StoredIds.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function saveReadNews(userId: string, ids: readonly string[]): void {
  try {
    localStorage.setItem(readNewsKey(userId), JSON.stringify(ids));
  } catch {
    // Without storage the marks still hold for this visit, and the server keeps them.
  }
}

/**
 * The user's locally kept read marks, and a way to add some. Another tab's marks arrive as storage events, so two
 * open dashboards hide the same items.
 */
export function useLocalReadNews(userId: string): [readonly string[], (ids: readonly string[]) => void] {
  const [ids, setIds] = useState<readonly string[]>(() => loadReadNews(userId));

  useEffect(() => {
    setIds(loadReadNews(userId));
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === readNewsKey(userId)) setIds(loadReadNews(userId));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId]);

  const add = useCallback(
    (added: readonly string[]) => {
      // Read storage again rather than the rendered state: another tab may have added marks since.
      const current = loadReadNews(userId);
      const fresh = added.filter((id) => !current.includes(id));
      if (fresh.length === 0) return;
      const next = [...current, ...fresh];
      saveReadNews(userId, next);
      setIds(next);
    },
    [userId],
  );

  return [ids, add];
}
