import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Knex } from 'knex';
import type { NewsResponse } from '@navia/contracts';
import { itOnProduction, startTestSystem, TestClient, uniqueEmail, type TestSystem } from '@navia/gateway/test/support/test-system';
import { NewsItemsRepository } from '../src/news/news-items-repository';

const run = promisify(execFile);
const REPO = resolve(__dirname, '../../..');
const WELCOME_ID = '0a7e1c00-5e1c-4e00-8000-00000000be01';

jest.setTimeout(60_000);

let sys: TestSystem;
let db: Knex;

beforeAll(async () => {
  sys = await startTestSystem({ services: ['identity', 'tasks'], env: { NEWS_SOURCE: 'builtin' } });
  db = sys.db();
});
afterAll(() => sys.stop());

let counter = 0;
async function newUser() {
  counter += 1;
  const client = new TestClient(sys.url);
  const { user } = await client.signUp(uniqueEmail(`news-${counter}`));
  return { client, userId: user.id as string };
}

/** The operator's tool, run as an operator runs it, against the test database. */
function publishNews(...args: string[]) {
  return run(process.execPath, [resolve(REPO, 'node_modules/tsx/dist/cli.mjs'), 'services/tasks/src/cli/publish-news.ts', ...args], {
    cwd: REPO,
    env: { ...process.env, DATABASE_URL: sys.database!.url, NEWS_SOURCE: 'builtin', LOG_LEVEL: 'silent' },
  });
}

async function insertItem(fields: { title: string; category: string; published_at?: Date }) {
  const id = randomUUID();
  await db.withSchema('tasks').table('news_items').insert({ id, summary: '', ...fields });
  return id;
}

it('answers the seeded welcome item from the built-in source, and only to a signed-in user', async () => {
  const { client } = await newUser();
  const res = await client.call<NewsResponse>('GET', '/api/news');
  expect(res.status).toBe(200);
  expect(res.body.source).toBe('builtin');
  expect(res.body.readIds).toEqual([]);
  const welcome = res.body.news.find((item) => item.id === WELCOME_ID);
  expect(welcome).toEqual({
    id: WELCOME_ID,
    title: 'Welcome to Navia',
    date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    summary: expect.stringContaining('brand setup'),
    url: null,
    category: 'welcome',
    isImportant: false,
  });
  expect(res.body.message).toMatch(/^\d+ news items?$/);

  const anonymous = await new TestClient(sys.url).call('GET', '/api/news');
  expect(anonymous.status).toBe(401);
  expect(anonymous.body).toMatchObject({ ok: false, error: 'unauthorized' });
});

it('keeps read marks per user on the server: idempotent, and invisible to another user', async () => {
  const ann = await newUser();
  const bob = await newUser();

  const first = await ann.client.call('PUT', `/api/news/${WELCOME_ID}/read`);
  expect(first.status).toBe(200);
  expect(first.body).toEqual({ id: WELCOME_ID, readAt: expect.any(String) });
  const again = await ann.client.call('PUT', `/api/news/${WELCOME_ID}/read`);
  expect(again.body.readAt).toBe(first.body.readAt);

  expect((await ann.client.call<NewsResponse>('GET', '/api/news')).body.readIds).toEqual([WELCOME_ID]);
  expect((await bob.client.call<NewsResponse>('GET', '/api/news')).body.readIds).toEqual([]);
  const rows = await db.withSchema('tasks').table('news_reads').where({ news_id: WELCOME_ID }).select('user_id');
  expect(rows.map((r) => r.user_id)).toEqual([ann.userId]);

  // A second session of the same user (another browser) sees the mark too.
  const elsewhere = new TestClient(sys.url);
  elsewhere.token = ann.client.token;
  expect((await elsewhere.call<NewsResponse>('GET', '/api/news')).body.readIds).toEqual([WELCOME_ID]);
});

it("marks only welcome and news items, of the current feed, and checks the id's form", async () => {
  const { client, userId } = await newUser();
  const update = await insertItem({ title: 'Scheduled maintenance', category: 'Maintenance' });
  const shouting = await insertItem({ title: 'Big news', category: 'NEWS' });

  const refused = await client.call('PUT', `/api/news/${update}/read`);
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({ error: 'validation_error', field: 'id', message: 'Only welcome and news items can be marked read' });
  expect((await client.call('PUT', `/api/news/${shouting}/read`)).status).toBe(200);

  const unknown = await client.call('PUT', `/api/news/${randomUUID()}/read`);
  expect(unknown.status).toBe(404);
  expect(unknown.body).toMatchObject({ error: 'not_found', message: 'News item not found' });
  const malformed = await client.call('PUT', '/api/news/not%20an%20id/read');
  expect(malformed.body).toMatchObject({ status: 400, field: 'id' });
  expect((await client.call('PUT', `/api/news/${'a'.repeat(101)}/read`)).status).toBe(400);

  const stored = await db.withSchema('tasks').table('news_reads').where({ user_id: userId }).pluck('news_id');
  expect(stored).toEqual([shouting]);
});

it('answers the items newest first', async () => {
  const { client } = await newUser();
  const older = await insertItem({ title: 'Older', category: 'news', published_at: new Date('2020-01-01T00:00:00Z') });
  const newest = await insertItem({ title: 'Newest', category: 'news', published_at: new Date(Date.now() + 60_000) });
  const { news } = (await client.call<NewsResponse>('GET', '/api/news')).body;
  const ids = news.map((item) => item.id);
  expect(ids[0]).toBe(newest);
  expect(ids[ids.length - 1]).toBe(older);
  const dates = news.map((item) => Date.parse(item.date as string));
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
});

it('removes an item the way the tool does, answering whether there was one to remove', async () => {
  // The tool's own path (`publish-news --remove`), in this process so it runs on either arrangement's database.
  const items = new NewsItemsRepository(db, 'tasks');
  const id = await insertItem({ title: 'Short-lived', category: 'news' });
  expect(await items.remove(id)).toBe(true);
  expect(await items.remove(id)).toBe(false);
});

// The tool runs as a second process on the running system's database: on the embedded arrangement that would be a
// second process on one PGlite directory, which loses data (operators run it there with the app stopped).
itOnProduction('publishes, lists and removes items with the command-line tool', async () => {
  const { client } = await newUser();
  const { stdout } = await publishNews(
    '--title', 'Webinar: planning your quarter',
    '--summary', 'Join us live.',
    '--url', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    '--category', 'news',
    '--important',
    '--date', '2030-01-02',
  );
  const published = JSON.parse(stdout);
  expect(published).toMatchObject({
    title: 'Webinar: planning your quarter',
    summary: 'Join us live.',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    category: 'news',
    isImportant: true,
    date: '2030-01-02T00:00:00.000Z',
  });

  const { news } = (await client.call<NewsResponse>('GET', '/api/news')).body;
  expect(news[0]).toEqual(published);

  const listed = await publishNews('--list');
  expect(listed.stdout).toContain(`${published.id}  2030-01-02  [news] !  Webinar: planning your quarter`);

  await expect(publishNews('--title', 'x', '--url', 'javascript:alert(1)')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--url: give an http(s) address') });
  await expect(publishNews('--summary', 'no title')).rejects.toMatchObject({ code: 2 });

  expect((await publishNews('--remove', published.id)).stdout).toBe(`removed ${published.id}\n`);
  expect((await client.call<NewsResponse>('GET', '/api/news')).body.news.map((item) => item.id)).not.toContain(published.id);
  await expect(publishNews('--remove', published.id)).rejects.toMatchObject({ code: 1 });
  // Five runs of the tool, each starting tsx and migrating: seen over 60 s on a busy 2-core runner.
}, 150_000);
