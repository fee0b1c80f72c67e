import type { NewsItem, NewsSource } from '@navia/contracts';

/** At most this many items are answered (newest first): the card shows 3 and grows on request. */
export const NEWS_MAX_ITEMS = 50;

/** Where news items come from (NEWS_SOURCE): the tasks service's own table, or a Notion database. */
export interface NewsSourceReader {
  readonly kind: NewsSource;
  /** The current items, newest first, at most NEWS_MAX_ITEMS. Throws NewsSourceError when the source fails. */
  list(): Promise<NewsItem[]>;
}

/** What the routes read: the items, and whether they are an earlier copy served because the source failed now. */
export interface NewsFeed {
  items: NewsItem[];
  stale: boolean;
}

export interface NewsFeedReader {
  readonly kind: NewsSource;
  read(): Promise<NewsFeed>;
}

/**
 * A failure of the news source. `message` is ours and safe to show; `detail` (the vendor's own text, which may name
 * the database or the integration) goes to the log only.
 */
export class NewsSourceError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'NewsSourceError';
  }
}

/** Newest first by date; undated items after dated ones; then by when the source created them. */
export function byNewest(a: { date: string | null; createdAt: string }, b: { date: string | null; createdAt: string }): number {
  const da = a.date ? Date.parse(a.date) : NaN;
  const db = b.date ? Date.parse(b.date) : NaN;
  const aDated = !Number.isNaN(da);
  const bDated = !Number.isNaN(db);
  if (aDated !== bDated) return aDated ? -1 : 1;
  if (aDated && bDated && da !== db) return db - da;
  return a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;
}
