import { z } from 'zod';
import type { NewsItem } from '@navia/contracts';
import { deadlineIn, type NotionClient } from './notion-client';
import { mapNotionPage, type MappedNotionPage, type NotionPage } from './notion-page';
import { byNewest, NEWS_MAX_ITEMS, NewsSourceError, type NewsSourceReader } from './news-source';

/** external-apis.md: a query answers `{ results: [page], next_cursor, has_more }`. */
const QueryAnswer = z.object({
  results: z.array(z.unknown()),
  has_more: z.boolean().optional(),
  next_cursor: z.string().nullable().optional(),
});
const DatabaseAnswer = z.object({ data_sources: z.array(z.object({ id: z.string() })).optional() });

/** Pages of 100 (Notion's maximum); at most this many pages per listing, so a huge database cannot stall the feed. */
const PAGE_SIZE = 100;
const MAX_PAGES = 10;
/** From this Notion-Version on, a database is queried through its data source (external-apis.md). */
const DATA_SOURCES_VERSION = '2025-09-03';

export interface NotionNewsOptions {
  databaseId: string;
  version: string;
  timeoutMs: number;
}

/**
 * NEWS_SOURCE=notion: the rows of a Notion database ("newsfeed"), every page of the query followed through
 * `start_cursor` / `has_more`, newest first. With Notion-Version 2025-09-03 or later the database's first data
 * source is looked up once and queried; before it, the legacy `POST /v1/databases/{id}/query`.
 */
export class NotionNewsSource implements NewsSourceReader {
  readonly kind = 'notion' as const;
  private queryPath?: string;

  constructor(private readonly client: NotionClient, private readonly opts: NotionNewsOptions) {}

  async list(): Promise<NewsItem[]> {
    const deadline = deadlineIn(this.opts.timeoutMs);
    const path = await this.resolveQueryPath(deadline);
    const mapped: MappedNotionPage[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const body = {
        page_size: PAGE_SIZE,
        sorts: [{ timestamp: 'created_time', direction: 'descending' }],
        ...(cursor ? { start_cursor: cursor } : {}),
      };
      const answer = QueryAnswer.safeParse(await this.client.request('POST', path, body, deadline));
      if (!answer.success) throw new NewsSourceError('The news source answered in a form we do not understand', answer.error.issues[0]?.message);
      for (const result of answer.data.results) {
        const item = mapNotionPage(result as NotionPage);
        if (item) mapped.push(item);
      }
      if (!answer.data.has_more || !answer.data.next_cursor) break;
      cursor = answer.data.next_cursor;
    }
    return mapped
      .sort((a, b) => byNewest({ date: a.item.date, createdAt: a.createdAt }, { date: b.item.date, createdAt: b.createdAt }))
      .slice(0, NEWS_MAX_ITEMS)
      .map((m) => m.item);
  }

  private async resolveQueryPath(deadline: ReturnType<typeof deadlineIn>): Promise<string> {
    if (this.queryPath) return this.queryPath;
    const id = encodeURIComponent(this.opts.databaseId);
    if (this.opts.version < DATA_SOURCES_VERSION) {
      this.queryPath = `/databases/${id}/query`;
      return this.queryPath;
    }
    const database = DatabaseAnswer.safeParse(await this.client.request('GET', `/databases/${id}`, undefined, deadline));
    const source = database.success ? database.data.data_sources?.[0] : undefined;
    if (!source) throw new NewsSourceError('The Notion news database has no data source to read', 'GET /databases/{id} answered without data_sources');
    this.queryPath = `/data_sources/${encodeURIComponent(source.id)}/query`;
    return this.queryPath;
  }
}
