import { useCallback, useEffect, useMemo, useRef } from 'react';
import { canMarkNewsRead, type NewsItem, type NewsResponse } from '@navia/contracts';
import { useMarkNewsRead } from '../api/mark-news-read';
import { useLocalReadNews } from '../stores/read-news-store';

/**
 * spec part 1 §4 "News read state", kept locally and on the server: an item is read when either says so. When the
 * feed arrives, marks made on another device are copied into this browser, and marks this browser holds that the
 * server lacks (the call failed, or they predate the server's copy) are sent once per visit.
 */
export function useNewsReadState(userId: string, feed: NewsResponse | undefined) {
  const [localIds, addLocal] = useLocalReadNews(userId);
  const { mutate } = useMarkNewsRead();
  const sent = useRef(new Set<string>());

  useEffect(() => {
    sent.current = new Set();
  }, [userId]);

  const readIds = useMemo(() => new Set([...localIds, ...(feed?.readIds ?? [])]), [localIds, feed]);

  useEffect(() => {
    if (!feed) return;
    const local = new Set(localIds);
    const fromServer = feed.readIds.filter((id) => !local.has(id));
    if (fromServer.length) addLocal(fromServer);
    const onServer = new Set(feed.readIds);
    for (const item of feed.news) {
      if (!local.has(item.id) || onServer.has(item.id) || !canMarkNewsRead(item.category) || sent.current.has(item.id)) continue;
      sent.current.add(item.id);
      mutate({ newsId: item.id, userId });
    }
  }, [feed, localIds, addLocal, mutate, userId]);

  const markRead = useCallback(
    (item: NewsItem) => {
      if (!canMarkNewsRead(item.category)) return;
      addLocal([item.id]);
      if (sent.current.has(item.id)) return;
      sent.current.add(item.id);
      mutate({ newsId: item.id, userId });
    },
    [addLocal, mutate, userId],
  );

  return { readIds, markRead };
}
