import type { Logger } from '@navia/service-kit';
import type { NewsSettings } from '../settings';
import { BuiltinNewsSource } from './builtin-news-source';
import { CachedNewsSource, DirectNewsSource } from './cached-news-source';
import type { NewsItemsRepository } from './news-items-repository';
import type { NewsFeedReader } from './news-source';
import { NotionClient } from './notion-client';
import { NotionNewsSource } from './notion-news-source';

/** The feed NEWS_SOURCE names (loadTasksSettings checks that Notion has its token and database id). */
export function createNewsSource(config: NewsSettings, items: NewsItemsRepository, log: Logger): NewsFeedReader {
  if (config.source === 'builtin') return new DirectNewsSource(new BuiltinNewsSource(items));
  const { token, databaseId, apiUrl, version, timeoutSeconds } = config.notion;
  if (!token || !databaseId) throw new Error('NEWS_SOURCE=notion needs NOTION_TOKEN and NOTION_DATABASE_ID');
  const client = new NotionClient({ apiUrl, token, version });
  const notion = new NotionNewsSource(client, { databaseId, version, timeoutMs: timeoutSeconds * 1000 });
  return new CachedNewsSource(notion, config.cacheSeconds * 1000, log);
}
