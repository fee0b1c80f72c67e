import {
  NEWS_NOT_READABLE_MESSAGE,
  NEWS_UNAVAILABLE_ERROR,
  NOTION_NEWS_HINT,
  canMarkNewsRead,
  type MarkNewsReadResponse,
  type NewsResponse,
} from '@navia/contracts';
import { AppError, notFound, validationError } from '@navia/service-kit';
import type { TasksDeps } from '../deps';
import { NewsSourceError, type NewsFeed, type NewsFeedReader } from './news-source';

export type NewsDeps = Pick<TasksDeps, 'feed' | 'reads'>;

export const NO_NEWS_MESSAGE = 'No news items available';
export const STALE_NEWS_MESSAGE = 'The news source is unavailable; showing the news as last read';

async function readFeed(feed: NewsFeedReader): Promise<NewsFeed> {
  try {
    return await feed.read();
  } catch (err) {
    if (err instanceof NewsSourceError) throw new AppError(NEWS_UNAVAILABLE_ERROR, 502, err.message);
    throw err;
  }
}

function messageFor(feed: NewsFeedReader, { items, stale }: NewsFeed): string {
  if (stale) return STALE_NEWS_MESSAGE;
  if (items.length > 0) return `${items.length} news item${items.length === 1 ? '' : 's'}`;
  return feed.kind === 'notion' ? NOTION_NEWS_HINT : NO_NEWS_MESSAGE;
}

/** GET /api/news: the feed, and which of its items this user has marked read. */
export async function listNews(deps: NewsDeps, userId: string): Promise<NewsResponse> {
  const current = await readFeed(deps.feed);
  const readIds = await deps.reads.readIdsAmong(userId, current.items.map((item) => item.id));
  return { news: current.items, message: messageFor(deps.feed, current), source: deps.feed.kind, readIds };
}

/**
 * PUT /api/news/{id}/read (spec part 1 §4 "News read state"): only an item of the current feed, and only a
 * 'welcome' or 'news' one, can be marked read. Marking twice keeps the first time.
 */
export async function markNewsRead(deps: NewsDeps, userId: string, newsId: string): Promise<MarkNewsReadResponse> {
  const { items } = await readFeed(deps.feed);
  const item = items.find((candidate) => candidate.id === newsId);
  if (!item) throw notFound('News item');
  if (!canMarkNewsRead(item.category)) throw validationError(NEWS_NOT_READABLE_MESSAGE, 'id');
  const readAt = await deps.reads.markRead(userId, newsId);
  return { id: newsId, readAt: readAt.toISOString() };
}
