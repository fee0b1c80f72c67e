import { z } from 'zod';
import { parseEnv, type SettingsEnv } from '@navia/service-kit';

// News feed: built-in items, or a Notion database read through Notion's REST API.
const TasksEnv = z.object({
  NEWS_SOURCE: z.enum(['builtin', 'notion']).default('builtin'),
  NEWS_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  NOTION_TOKEN: z.string().optional(),
  NOTION_DATABASE_ID: z.string().optional(),
  NOTION_API_URL: z.url().default('https://api.notion.com/v1'),
  NOTION_VERSION: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 2022-06-28').default('2022-06-28'),
  NOTION_TIMEOUT_SECONDS: z.coerce.number().positive().max(25).default(8),
});

export interface NewsSettings {
  source: 'builtin' | 'notion';
  /** How long a Notion answer is reused; the last good one is also served while Notion fails. */
  cacheSeconds: number;
  notion: { token?: string; databaseId?: string; apiUrl: string; version: string; timeoutSeconds: number };
}

/** The tasks service's own settings. */
export interface TasksSettings {
  news: NewsSettings;
}

export function loadTasksSettings(env: SettingsEnv): TasksSettings {
  const e = parseEnv(TasksEnv, env);
  if (e.NEWS_SOURCE === 'notion' && !(e.NOTION_TOKEN && e.NOTION_DATABASE_ID)) {
    throw new Error('NEWS_SOURCE=notion needs NOTION_TOKEN and NOTION_DATABASE_ID');
  }
  return {
    news: {
      source: e.NEWS_SOURCE,
      cacheSeconds: e.NEWS_CACHE_SECONDS,
      notion: {
        token: e.NOTION_TOKEN,
        databaseId: e.NOTION_DATABASE_ID,
        apiUrl: e.NOTION_API_URL,
        version: e.NOTION_VERSION,
        timeoutSeconds: e.NOTION_TIMEOUT_SECONDS,
      },
    },
  };
}
