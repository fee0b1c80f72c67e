import type { NewsItem } from '@navia/contracts';
import type { Logger } from '@navia/service-kit';
import { NewsSourceError, type NewsFeed, type NewsFeedReader, type NewsSourceReader } from './news-source';

/**
 * A remote source kept briefly in memory (NEWS_CACHE_SECONDS): the feed is the same for every user, and Notion
 * allows about 3 requests per second per integration. Concurrent reads share one request. When the source fails,
 * the last good copy is served (marked stale) rather than an error; with none, the error goes to the caller.
 */
export class CachedNewsSource implements NewsFeedReader {
  readonly kind: NewsSourceReader['kind'];
  private fresh?: { items: NewsItem[]; at: number };
  private lastGood?: NewsItem[];
  private inflight?: Promise<NewsItem[]>;

  constructor(
    private readonly inner: NewsSourceReader,
    private readonly ttlMs: number,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.kind = inner.kind;
  }

  async read(): Promise<NewsFeed> {
    if (this.fresh && this.now() - this.fresh.at < this.ttlMs) return { items: this.fresh.items, stale: false };
    try {
      const items = await (this.inflight ??= this.inner.list().finally(() => {
        this.inflight = undefined;
      }));
      this.fresh = { items, at: this.now() };
      this.lastGood = items;
      return { items, stale: false };
    } catch (err) {
      const detail = err instanceof NewsSourceError ? err.detail : undefined;
      this.log.warn({ err, detail, source: this.kind, servingStale: Boolean(this.lastGood) }, 'news source failed');
      if (this.lastGood) return { items: this.lastGood, stale: true };
      throw err;
    }
  }
}

/** A source read afresh every time (the built-in table: a published item shows at once). */
export class DirectNewsSource implements NewsFeedReader {
  readonly kind: NewsSourceReader['kind'];
  constructor(private readonly inner: NewsSourceReader) {
    this.kind = inner.kind;
  }

  async read(): Promise<NewsFeed> {
    return { items: await this.inner.list(), stale: false };
  }
}
