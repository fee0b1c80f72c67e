import { canMarkNewsRead, type NewsItem } from '@navia/contracts';

/** spec part 1 §9: the feed shows 3 items until asked for more (summaries: client kit's ui/read-more-text.tsx). */
export const NEWS_VISIBLE_COUNT = 3;

/** spec part 1 §2 / §8: the card's messages (the load failure's text sits with the news query in client-kit). */
export { NEWS_LOAD_ERROR } from '@navia/client-kit';
export const NO_NEWS = 'No news items available';
export const ALL_NEWS_READ = 'All news items have been read';

/** spec part 1 §4: a welcome or news item marked read is hidden; items of other categories always show. */
export function unreadNews(items: readonly NewsItem[], readIds: ReadonlySet<string>): NewsItem[] {
  return items.filter((item) => !(canMarkNewsRead(item.category) && readIds.has(item.id)));
}

/** 'Show 2 More' / 'Show Less' (spec part 1 §2). */
export const showMoreLabel = (hidden: number) => `Show ${hidden} More`;
export const SHOW_LESS = 'Show Less';
