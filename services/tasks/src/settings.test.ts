import { loadTasksSettings } from './settings';

describe('the tasks service settings', () => {
  it('refuse NEWS_SOURCE=notion without its token and database, and read the defaults', () => {
    expect(() => loadTasksSettings({ NEWS_SOURCE: 'notion', NOTION_TOKEN: 'secret_token' })).toThrow('NEWS_SOURCE=notion needs NOTION_TOKEN and NOTION_DATABASE_ID');
    expect(() => loadTasksSettings({ NEWS_SOURCE: 'rss' })).toThrow(/Invalid configuration NEWS_SOURCE/);
    expect(() => loadTasksSettings({ NOTION_VERSION: 'latest' })).toThrow(/Invalid configuration NOTION_VERSION/);
    expect(loadTasksSettings({}).news).toEqual({
      source: 'builtin',
      cacheSeconds: 60,
      notion: { token: undefined, databaseId: undefined, apiUrl: 'https://api.notion.com/v1', version: '2022-06-28', timeoutSeconds: 8 },
    });
  });

  it('read a Notion source', () => {
    const { news } = loadTasksSettings({ NEWS_SOURCE: 'notion', NOTION_TOKEN: 't', NOTION_DATABASE_ID: 'd', NEWS_CACHE_SECONDS: '0', NOTION_VERSION: '2025-09-03' });
    expect(news).toMatchObject({ source: 'notion', cacheSeconds: 0, notion: { token: 't', databaseId: 'd', version: '2025-09-03' } });
  });
});
