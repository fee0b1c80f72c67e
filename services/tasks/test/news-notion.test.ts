import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NOTION_NEWS_HINT, type NewsResponse } from '@navia/contracts';
import { startTestSystem, TestClient, uniqueEmail, type TestSystem } from '@navia/gateway/test/support/test-system';
import { NotionClient } from '../src/news/notion-client';
import { NotionNewsSource } from '../src/news/notion-news-source';
import { NewsSourceError } from '../src/news/news-source';

jest.setTimeout(60_000);

// ---------------------------------------------------------------------------------------------------------------
// A local server speaking Notion's REST protocol (external-apis.md "Notion"): bearer token, Notion-Version, the legacy
// database query and the data-source query, paging by start_cursor / has_more / next_cursor, Notion's error shape.
// ---------------------------------------------------------------------------------------------------------------

const TOKEN = 'secret_navia_test_token';
const DATABASE_ID = '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9';
const DATA_SOURCE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
/** The fake answers at most this many rows per page whatever page_size asks, so paging is exercised. */
const ROWS_PER_PAGE = 2;

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
  at: number;
}
type Step = (res: ServerResponse, serveNormally: () => void) => void | Promise<void>;

const text = (s: string) => [{ type: 'text', text: { content: s }, plain_text: s }];
const notionError = (res: ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ object: 'error', status, code, message }));
};

function page(id: string, created: string, props: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return { object: 'page', id, created_time: created, archived: false, in_trash: false, properties: props, ...extra };
}

/** Rows of a 'newsfeed' database, laid out the usual way (Name, Date, Summary, URL, Category, Important). */
function row(id: string, title: string, fields: { date?: string | null; summary?: string; url?: string | null; category?: string | null; important?: boolean; created?: string }) {
  return page(id, fields.created ?? '2026-11-01T09:00:00.000Z', {
    Name: { id: 'title', type: 'title', title: text(title) },
    Date: { id: 'd', type: 'date', date: fields.date ? { start: fields.date, end: null } : null },
    Summary: { id: 's', type: 'rich_text', rich_text: fields.summary ? [...text(fields.summary.slice(0, 5)), ...text(fields.summary.slice(5))] : [] },
    URL: { id: 'u', type: 'url', url: fields.url ?? null },
    Category: { id: 'c', type: 'select', select: fields.category ? { id: 'x', name: fields.category, color: 'blue' } : null },
    Important: { id: 'i', type: 'checkbox', checkbox: fields.important ?? false },
  });
}

const ROWS = [
  row('a1a1a1a1-0000-4000-8000-000000000001', 'Spring webinar', { date: '2026-11-20', summary: 'Join our live planning session.', url: 'https://youtu.be/dQw4w9WgXcQ', category: 'News', important: true }),
  row('a1a1a1a1-0000-4000-8000-000000000002', 'Welcome aboard', { date: '2026-11-24T15:30:00.000+00:00', summary: 'Start here.', category: 'welcome' }),
  row('a1a1a1a1-0000-4000-8000-000000000003', 'Maintenance window', { date: '2026-11-22', summary: 'Short downtime.', category: 'Update' }),
  // Archived rows are not news any more.
  { ...row('a1a1a1a1-0000-4000-8000-000000000004', 'Withdrawn', { date: '2026-11-25', category: 'News' }), archived: true },
  row('a1a1a1a1-0000-4000-8000-000000000005', 'Undated note', { date: null, summary: 'No date on this one.', category: 'News' }),
  // Another layout: differently named properties, found by type.
  page('a1a1a1a1-0000-4000-8000-000000000006', '2026-11-02T00:00:00.000Z', {
    Headline: { type: 'title', title: text('Case study') },
    'Publish Date': { type: 'date', date: { start: '2026-11-18', end: null } },
    Excerpt: { type: 'rich_text', rich_text: text('How Acme doubled its list.') },
    Link: { type: 'url', url: 'https://example.com/case' },
    Type: { type: 'multi_select', multi_select: [{ name: 'Story' }, { name: 'News' }] },
    'Is Important': { type: 'checkbox', checkbox: false },
  }),
];
const NEWEST_FIRST = ['000000000002', '000000000003', '000000000001', '000000000006', '000000000005'].map((n) => `a1a1a1a1-0000-4000-8000-${n}`);

class FakeNotion {
  rows: unknown[] = ROWS;
  seen: Seen[] = [];
  script: Step[] = [];
  private server?: Server;
  url = '';

  async start() {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  stop() {
    for (const timer of timers) clearTimeout(timer);
    this.server?.closeAllConnections();
    return new Promise<void>((r) => this.server?.close(() => r()) ?? r());
  }

  queries() {
    return this.seen.filter((s) => s.method === 'POST');
  }

  reset(...steps: Step[]) {
    this.seen = [];
    this.script = steps;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? JSON.parse(raw) : undefined;
    this.seen.push({ method: req.method!, path: req.url!, headers: req.headers, body, at: Date.now() });
    const step = this.script.shift();
    const normally = () => this.serve(req, res, body);
    if (step) await step(res, normally);
    else normally();
  }

  private serve(req: IncomingMessage, res: ServerResponse, body: any) {
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return notionError(res, 401, 'unauthorized', 'API token is invalid.');
    if (!req.headers['notion-version']) return notionError(res, 400, 'missing_version', 'Notion-Version header failed validation');
    const path = req.url!;
    if (req.method === 'GET' && path === `/v1/databases/${DATABASE_ID}`) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ object: 'database', id: DATABASE_ID, data_sources: [{ id: DATA_SOURCE_ID, name: 'newsfeed' }] }));
    }
    const legacy = path === `/v1/databases/${DATABASE_ID}/query`;
    const current = path === `/v1/data_sources/${DATA_SOURCE_ID}/query`;
    if (req.method !== 'POST' || !(legacy || current)) {
      return notionError(res, 404, 'object_not_found', 'Could not find database. Make sure the relevant pages and databases are shared with your integration.');
    }
    if (legacy && req.headers['notion-version']! >= '2025-09-03') return notionError(res, 400, 'validation_error', 'Use the data source query.');
    const start = body?.start_cursor ? Number(body.start_cursor) : 0;
    const size = Math.min(Number(body?.page_size ?? 100), ROWS_PER_PAGE);
    const results = this.rows.slice(start, start + size);
    const more = start + size < this.rows.length;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ object: 'list', results, has_more: more, next_cursor: more ? String(start + size) : null, type: 'page_or_data_source' }));
  }
}

const rateLimited = (seconds: number): Step => (res) => notionError(res, 429, 'rate_limited', 'You have been rate limited.', { 'retry-after': String(seconds) });
const serverError: Step = (res) => notionError(res, 500, 'internal_server_error', 'Unexpected error.');
/** Pending slow answers, cleared when the fake stops so no timer outlives the tests. */
const timers = new Set<NodeJS.Timeout>();
const slow = (ms: number): Step => (res, normally) =>
  new Promise<void>((r) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) normally();
      r();
    }, ms);
    timers.add(timer);
  });

const notion = new FakeNotion();
let sys: TestSystem;

beforeAll(async () => {
  await notion.start();
  sys = await startTestSystem({
    services: ['identity', 'tasks'],
    env: {
      NEWS_SOURCE: 'notion',
      NOTION_TOKEN: TOKEN,
      NOTION_DATABASE_ID: DATABASE_ID,
      NOTION_API_URL: notion.url,
      // Every request reads Notion (no fresh copy kept), so each test sees what the fake answers now.
      NEWS_CACHE_SECONDS: '0',
      NOTION_TIMEOUT_SECONDS: '1.5',
    },
  });
});
afterAll(async () => {
  await sys.stop();
  await notion.stop();
});

let counter = 0;
async function newUser() {
  counter += 1;
  const client = new TestClient(sys.url);
  await client.signUp(uniqueEmail(`notion-${counter}`));
  return client;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await work();
  return [result, Date.now() - started];
}

// Order matters in this block: the service keeps the last good answer, and the first test needs none yet.
describe('GET /api/news from a Notion database', () => {
  it('answers 502 news_unavailable when Notion keeps failing and nothing was read before, after a bounded retry', async () => {
    const client = await newUser();
    notion.reset(serverError, serverError, serverError, serverError, serverError);
    const [res, ms] = await timed(() => client.call('GET', '/api/news'));
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ ok: false, error: 'news_unavailable', status: 502, message: 'The news source is having trouble, try again shortly' });
    // Retried with backoff, but never past NOTION_TIMEOUT_SECONDS.
    expect(notion.queries().length).toBeGreaterThanOrEqual(2);
    expect(notion.queries().length).toBeLessThanOrEqual(4);
    expect(ms).toBeLessThan(2_500);
  });

  it('reads every page of the query with the token and version, maps the properties and sorts newest first', async () => {
    const client = await newUser();
    notion.reset();
    const res = await client.call<NewsResponse>('GET', '/api/news');
    expect(res.status).toBe(200);
    expect(res.body.source).toBe('notion');
    expect(res.body.news.map((item) => item.id)).toEqual(NEWEST_FIRST);

    const queries = notion.queries();
    expect(queries.map((q) => q.path)).toEqual(Array(3).fill(`/v1/databases/${DATABASE_ID}/query`));
    expect(queries.map((q) => q.body.start_cursor)).toEqual([undefined, '2', '4']);
    expect(queries[0].body).toMatchObject({ page_size: 100, sorts: [{ timestamp: 'created_time', direction: 'descending' }] });
    expect(queries[0].headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, 'notion-version': '2022-06-28', 'content-type': 'application/json' });

    const byId = Object.fromEntries(res.body.news.map((item) => [item.id.slice(-2), item]));
    expect(byId['01']).toEqual({
      id: 'a1a1a1a1-0000-4000-8000-000000000001',
      title: 'Spring webinar',
      date: '2026-11-20',
      summary: 'Join our live planning session.',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      category: 'News',
      isImportant: true,
    });
    expect(byId['02']).toMatchObject({ date: '2026-11-24T15:30:00.000+00:00', category: 'welcome', url: null, isImportant: false });
    expect(byId['05']).toMatchObject({ date: null, title: 'Undated note' });
    expect(byId['06']).toEqual({
      id: 'a1a1a1a1-0000-4000-8000-000000000006',
      title: 'Case study',
      date: '2026-11-18',
      summary: 'How Acme doubled its list.',
      url: 'https://example.com/case',
      category: 'Story',
      isImportant: false,
    });
  });

  it('waits for Retry-After after a 429 and then reads on', async () => {
    const client = await newUser();
    notion.reset(rateLimited(1));
    const res = await client.call<NewsResponse>('GET', '/api/news');
    expect(res.status).toBe(200);
    expect(res.body.news).toHaveLength(5);
    const [limited, retried] = notion.queries();
    expect(retried.at - limited.at).toBeGreaterThanOrEqual(950);
    expect(retried.body.start_cursor).toBeUndefined();
  });

  it('retries a passing 500 and answers fresh items', async () => {
    const client = await newUser();
    notion.reset(serverError);
    const res = await client.call<NewsResponse>('GET', '/api/news');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('5 news items');
    expect(notion.queries()).toHaveLength(4);
  });

  it('gives up at once on a Retry-After past the deadline and serves the last good copy, marked stale', async () => {
    const client = await newUser();
    notion.reset(rateLimited(30));
    const [res, ms] = await timed(() => client.call<NewsResponse>('GET', '/api/news'));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The news source is unavailable; showing the news as last read');
    expect(res.body.news.map((item) => item.id)).toEqual(NEWEST_FIRST);
    expect(notion.queries()).toHaveLength(1);
    expect(ms).toBeLessThan(1_000);
  });

  it('stops waiting for a slow Notion at NOTION_TIMEOUT_SECONDS', async () => {
    const client = await newUser();
    notion.reset(slow(4_000));
    const [res, ms] = await timed(() => client.call<NewsResponse>('GET', '/api/news'));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The news source is unavailable; showing the news as last read');
    expect(ms).toBeGreaterThanOrEqual(1_400);
    expect(ms).toBeLessThan(3_000);
  });

  it('shares one Notion listing between requests that arrive together', async () => {
    const clients = await Promise.all([newUser(), newUser(), newUser()]);
    notion.reset(slow(300));
    const answers = await Promise.all(clients.map((c) => c.call<NewsResponse>('GET', '/api/news')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(notion.queries()).toHaveLength(3); // one listing of three pages, not three listings
  });

  it('shows the Notion hint as the message of an empty database', async () => {
    const client = await newUser();
    notion.reset();
    notion.rows = [];
    try {
      const res = await client.call<NewsResponse>('GET', '/api/news');
      expect(res.body).toEqual({ news: [], message: NOTION_NEWS_HINT, source: 'notion', readIds: [] });
    } finally {
      notion.rows = ROWS;
    }
  });
});

describe('read marks on Notion items', () => {
  it('marks welcome and news items read per user, refuses other categories and unknown pages', async () => {
    const ann = await newUser();
    const bob = await newUser();
    notion.reset();
    const news = 'a1a1a1a1-0000-4000-8000-000000000001';
    const welcome = 'a1a1a1a1-0000-4000-8000-000000000002';
    const update = 'a1a1a1a1-0000-4000-8000-000000000003';

    expect((await ann.call('PUT', `/api/news/${news}/read`)).status).toBe(200);
    expect((await ann.call('PUT', `/api/news/${welcome}/read`)).status).toBe(200);
    expect((await ann.call('PUT', `/api/news/${update}/read`)).body).toMatchObject({ status: 400, field: 'id' });
    expect((await ann.call('PUT', '/api/news/a1a1a1a1-0000-4000-8000-000000000004/read')).status).toBe(404); // archived

    expect((await ann.call<NewsResponse>('GET', '/api/news')).body.readIds).toEqual([welcome, news]);
    expect((await bob.call<NewsResponse>('GET', '/api/news')).body.readIds).toEqual([]);
  });
});

describe('the Notion source itself', () => {
  const source = (overrides: { token?: string; version?: string; timeoutMs?: number; databaseId?: string } = {}) =>
    new NotionNewsSource(new NotionClient({ apiUrl: notion.url, token: overrides.token ?? TOKEN, version: overrides.version ?? '2022-06-28' }), {
      databaseId: overrides.databaseId ?? DATABASE_ID,
      version: overrides.version ?? '2022-06-28',
      timeoutMs: overrides.timeoutMs ?? 1_500,
    });

  it('queries the data source of the database with Notion-Version 2025-09-03', async () => {
    notion.reset();
    const items = await source({ version: '2025-09-03' }).list();
    expect(items.map((item) => item.id)).toEqual(NEWEST_FIRST);
    expect(notion.seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      `GET /v1/databases/${DATABASE_ID}`,
      ...Array(3).fill(`POST /v1/data_sources/${DATA_SOURCE_ID}/query`),
    ]);
    expect(notion.seen[0].headers['notion-version']).toBe('2025-09-03');
  });

  it.each([
    ['a wrong token', { token: 'nope' }, 'The news source refused our Notion token'],
    ['a database not shared with the integration', { databaseId: 'ffffffff-0000-4000-8000-000000000000' }, 'The Notion news database was not found, or it is not shared with the integration'],
  ])('fails at once, without retrying, on %s', async (_name, overrides, message) => {
    notion.reset();
    const error = await source(overrides).list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NewsSourceError);
    expect((error as NewsSourceError).message).toBe(message);
    expect((error as NewsSourceError).detail).toMatch(/^HTTP 40[14] (unauthorized|object_not_found)/);
    expect(notion.seen).toHaveLength(1);
  });

  it('fails with a timeout when Notion is slower than the deadline', async () => {
    notion.reset(slow(2_000));
    const [error, ms] = await timed(() => source({ timeoutMs: 300 }).list().catch((e: unknown) => e));
    expect(error).toBeInstanceOf(NewsSourceError);
    expect((error as Error).message).toBe('The news source did not answer in time');
    expect(ms).toBeLessThan(1_000);
  });

  it('keeps retrying 429s only within the retry limit', async () => {
    notion.reset(rateLimited(0), rateLimited(0), rateLimited(0), rateLimited(0), rateLimited(0));
    const error = await source().list().catch((e: unknown) => e);
    expect((error as Error).message).toBe('The news source is rate limiting us, try again shortly');
    expect(notion.seen).toHaveLength(4);
  });
});
