import type { NewsItem } from '@navia/contracts';
import type { NewsItemRow, NewsItemsRepository } from './news-items-repository';
import { NEWS_MAX_ITEMS, type NewsSourceReader } from './news-source';

export function presentNewsItem(row: NewsItemRow): NewsItem {
  return {
    id: row.id,
    title: row.title,
    date: new Date(row.published_at).toISOString(),
    summary: row.summary,
    url: row.url,
    category: row.category,
    isImportant: row.is_important,
  };
}

/** NEWS_SOURCE=builtin: items kept in tasks.news_items (a welcome item is seeded; `npm run publish-news` adds more). */
export class BuiltinNewsSource implements NewsSourceReader {
  readonly kind = 'builtin' as const;
  constructor(private readonly items: NewsItemsRepository) {}

  async list(): Promise<NewsItem[]> {
    return (await this.items.listLatest(NEWS_MAX_ITEMS)).map(presentNewsItem);
  }
}
