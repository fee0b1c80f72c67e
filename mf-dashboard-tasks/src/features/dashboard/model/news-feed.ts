import { canMarkNewsRead, type NewsItem } from '@navia/contracts';

/** spec part 1 §9: the feed shows 3 items until asked for more; summaries are cut at 120 characters. */
export const NEWS_VISIBLE_COUNT = 3;
export const NEWS_SUMMARY_LIMIT = 120;

/** spec part 1 §2 / §8: the card's messages. */
export const NEWS_LOAD_ERROR = 'Unable to load news';
export const NO_NEWS = 'No news items available';
export const ALL_NEWS_READ = 'All news items have been read';

export function truncateSummary(text: string, limit: number = NEWS_SUMMARY_LIMIT): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  return { text: `${text.slice(0, limit).trimEnd()}...`, truncated: true };
}

/** spec part 1 §4: a welcome or news item marked read is hidden; items of other categories always show. */
export function unreadNews(items: readonly NewsItem[], readIds: ReadonlySet<string>): NewsItem[] {
  return items.filter((item) => !(canMarkNewsRead(item.category) && readIds.has(item.id)));
}

/** 'Show 2 More' / 'Show Less' (spec part 1 §2). */
export const showMoreLabel = (hidden: number) => `Show ${hidden} More`;
export const SHOW_LESS = 'Show Less';
