import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

/**
 * The news feed (spec part 1 §2 "News Feed card", §3 "News item", §4 "News read state"). Items come from the source
 * the tasks service is configured with: its own built-in items, or a Notion database.
 */
export const NEWS_SOURCES = ['builtin', 'notion'] as const;
export const NewsSource = lazySchema(() => z.enum(NEWS_SOURCES));
export type NewsSource = z.infer<typeof NewsSource>;

/** A news item id: a built-in item's uuid or a Notion page id. */
export const NewsItemId = lazySchema(() => z
  .string()
  .trim()
  .min(1, 'Must be a news item id')
  .max(100, 'Must be a news item id')
  .regex(/^[A-Za-z0-9_-]+$/, 'Must be a news item id'));

export const NewsItem = lazySchema(() => z.object({
  id: z.string(),
  title: z.string(),
  /**
   * As the source has it: an ISO date (`YYYY-MM-DD`) or date-time, or null when the item has none. Not checked
   * here on purpose: the card shows 'Invalid date' for one it cannot read and 'No date' for none (spec part 1 §5).
   */
  date: z.string().nullable(),
  summary: z.string(),
  url: z.string().nullable(),
  category: z.string().nullable(),
  isImportant: z.boolean(),
}));
export type NewsItem = z.infer<typeof NewsItem>;

/** GET /api/news: the items newest first, and which of them the caller has marked read (spec: "news[] and message"). */
export const NewsResponse = lazySchema(() => z.object({
  news: z.array(NewsItem),
  /** A sentence about the answer: empty feed, stale copy served, or the Notion hint. */
  message: z.string(),
  source: NewsSource,
  /** Ids among `news` the caller has marked read, on any device. */
  readIds: z.array(z.string()),
}));
export type NewsResponse = z.infer<typeof NewsResponse>;

/** PUT /api/news/{id}/read (idempotent: marking again keeps the first time). */
export const NewsIdParams = lazySchema(() => z.object({ id: NewsItemId }));
export type NewsIdParams = z.infer<typeof NewsIdParams>;
export const MarkNewsReadResponse = lazySchema(() => z.object({ id: z.string(), readAt: z.string() }));
export type MarkNewsReadResponse = z.infer<typeof MarkNewsReadResponse>;

/** spec part 1 §4: only items whose category is 'welcome' or 'news' (any case) can be marked read. */
export const NEWS_READABLE_CATEGORIES = ['welcome', 'news'] as const;
export function canMarkNewsRead(category: string | null | undefined): boolean {
  const c = (category ?? '').trim().toLowerCase();
  return (NEWS_READABLE_CATEGORIES as readonly string[]).includes(c);
}
export const NEWS_NOT_READABLE_MESSAGE = 'Only welcome and news items can be marked read';

/** 502: the configured news source could not be read and no earlier copy is at hand. */
export const NEWS_UNAVAILABLE_ERROR = 'news_unavailable';

/** spec part 1 §2: the card's hint for an empty Notion feed. */
export const NOTION_NEWS_HINT = "Create a 'newsfeed' database in your Notion page and share it with the Navia integration to publish news here.";

/** spec part 1 §3 "Browser storage entries": the read news ids a browser keeps per user, as stored (JSON). */
export const StoredReadNewsIds = lazySchema(() => z.array(z.string()));
