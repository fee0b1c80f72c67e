import type { Knex } from 'knex';
import { SERVICE_NAMES } from '@navia/contracts';
import { onboardedClient, startTestSystem, TestClient, uniqueEmail, type TestSystem } from '@navia/gateway/test/support/test-system';

jest.setTimeout(120_000);

let sys: TestSystem;
beforeAll(async () => {
  sys = await startTestSystem();
});
afterAll(() => sys?.stop());

const PASSWORD = 'a-long-password';
const SPRINT = {
  templateId: 'five-day-launch-sprint',
  changeValues: { obj0_kr1: '40', obj1_kr1: '12' },
  selectedPercentages: { obj0_kr1: '25', obj1_kr1: '50' },
};

/** Every row of every service's schema that carries `userId` in a user_id column, by table. */
async function rowsOf(db: Knex, userId: string): Promise<Record<string, number>> {
  const tables = (await db('information_schema.columns')
    .select('table_schema', 'table_name')
    .where({ column_name: 'user_id' })
    .whereIn('table_schema', [...SERVICE_NAMES])) as Array<{ table_schema: string; table_name: string }>;
  const counts: Record<string, number> = {};
  for (const { table_schema, table_name } of tables) {
    const [{ n }] = await db.withSchema(table_schema).table(table_name).where({ user_id: userId }).count({ n: '*' });
    if (Number(n) > 0) counts[`${table_schema}.${table_name}`] = Number(n);
  }
  return counts;
}

/** Waits until the saga has erased everything, asking the database (the jobs run on their own). */
async function erased(db: Knex, userId: string): Promise<Record<string, number>> {
  for (let i = 0; i < 600; i += 1) {
    const saga = await db.withSchema('identity').table('account_deletions').where({ user_id: userId }).first();
    if (saga?.completed_at) return rowsOf(db, userId);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the deletion saga did not finish');
}

/** A user with data in every service: a brand, a launched strategy with tasks, a news mark, a file, a calendar feed. */
async function busyUser(tag: string) {
  const { client, userId } = await onboardedClient(sys, tag, 'pro');
  expect((await client.call('POST', '/api/strategies/create-from-template', SPRINT)).status).toBe(201);
  const news = (await client.call('GET', '/api/news')).body.news as Array<{ id: string }>;
  expect((await client.call('PUT', `/api/news/${news[0].id}/read`)).status).toBe(200);
  expect((await client.call('POST', '/api/files/new', { name: 'Mine', content: 'Text' })).status).toBe(201);
  expect((await client.call('GET', '/api/calendar/feed')).status).toBe(200);
  expect((await client.call('PUT', '/api/ai/model', { model: 'offline' })).status).toBe(200);
  return { client, userId };
}

describe('DELETE /api/account (issue 19 item 3)', () => {
  it('removes the account and its data in every service, revokes its sessions, and leaves other users alone', async () => {
    const { client, userId } = await busyUser('delete-me');
    const other = await busyUser('keep-me');
    const email = (await client.call('GET', '/api/auth/me')).body.user.email as string;
    const before = await rowsOf(sys.db(), userId);
    for (const table of ['brand.brands', 'strategies.strategies', 'tasks.tasks', 'tasks.news_reads', 'tasks.calendar_feeds', 'content.files', 'content.ai_model_choices']) expect(before[table]).toBeGreaterThan(0);
    const otherBefore = await rowsOf(sys.db(), other.userId);

    const res = await client.call('DELETE', '/api/account', { password: PASSWORD });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ success: true, erasing: ['brand', 'strategies', 'tasks', 'content'] });
    // The refresh cookie is cleared with it.
    expect(res.headers.getSetCookie().join(';')).toMatch(/navia_refresh=;/);

    // At once: the access token is refused by every service, the session cannot be refreshed, the password no longer signs in.
    for (const path of ['/api/auth/me', '/api/brand-data', '/api/strategies', '/api/tasks', '/api/files']) expect((await client.call('GET', path)).status).toBe(401);
    const signIn = await new TestClient(sys.url).call('POST', '/api/auth/sign-in', { email, password: PASSWORD });
    expect(signIn.status).toBe(401);

    // What is left is the saga's own record: the id and its times, nothing personal.
    expect(await erased(sys.db(), userId)).toEqual({ 'identity.account_deletions': 1 });
    expect(await rowsOf(sys.db(), other.userId)).toEqual(otherBefore);
    expect((await other.client.call('GET', '/api/strategies')).body.strategies).toHaveLength(1);

    // The address is free again: a new account can take it, and starts empty.
    const again = new TestClient(sys.url);
    await again.signUp(email);
    expect((await again.call('GET', '/api/user-brands')).body.brands).toEqual([]);
  });

  it('needs the password: a wrong one deletes nothing, a missing one names the field', async () => {
    const { client, userId } = await busyUser('delete-wrong');
    const before = await rowsOf(sys.db(), userId);
    const wrong = await client.call('DELETE', '/api/account', { password: 'not-my-password' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ error: 'wrong_password', field: 'password' });
    const missing = await client.call('DELETE', '/api/account', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'password' });
    expect(await rowsOf(sys.db(), userId)).toEqual(before);
    expect((await client.call('GET', '/api/auth/me')).status).toBe(200);
    expect((await new TestClient(sys.url).call('DELETE', '/api/account', { password: PASSWORD })).status).toBe(401);
  });

  it('refuses to be a password oracle: wrong passwords meet the sign-in throttle', async () => {
    const client = new TestClient(sys.url);
    await client.signUp(uniqueEmail('delete-guess'));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await client.call('DELETE', '/api/account', { password: `guess-${i}` })).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 403 && s !== 429)).toEqual([]);
  });
});
