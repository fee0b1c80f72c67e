import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { EXPORT_JSON_NAME, NaviaExport, type Task } from '@navia/contracts';
import { onboardedClient, startTestSystem, TestClient, uniqueEmail, type TestSystem } from '@navia/gateway/test/support/test-system';

jest.setTimeout(180_000);

let sys: TestSystem;
beforeAll(async () => {
  sys = await startTestSystem();
});
afterAll(() => sys?.stop());

const SPRINT = { templateId: 'five-day-launch-sprint', changeValues: { obj0_kr1: '40', obj1_kr1: '12' }, selectedPercentages: { obj0_kr1: '25', obj1_kr1: '50' } };

async function exportOf(client: TestClient): Promise<Uint8Array> {
  const res = await fetch(`${sys.url}/api/export`, { headers: { authorization: `Bearer ${client.token}` } });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}
const jsonOf = (zip: Uint8Array) => NaviaExport.parse(JSON.parse(strFromU8(unzipSync(zip)[EXPORT_JSON_NAME])));

async function importInto(client: TestClient, body: Uint8Array | string, type = 'application/zip') {
  const res = await fetch(`${sys.url}/api/import`, { method: 'POST', headers: { authorization: `Bearer ${client.token}`, 'content-type': type }, body });
  return { status: res.status, body: (await res.json()) as any };
}

/** A signed-up account with nothing in it yet (no onboarding, so no brand), on `plan`. */
async function emptyAccount(tag: string, plan: string): Promise<TestClient> {
  const client = new TestClient(sys.url);
  await client.signUp(uniqueEmail(tag));
  const res = await client.call('POST', '/api/billing/test-mode/plan', { plan });
  client.token = res.body.accessToken;
  return client;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
/** The content of an export with ids and times left out, records in an order that does not depend on their ids. */
function content(data: NaviaExport) {
  const strip = (value: unknown): unknown => {
    if (typeof value === 'string') return UUID.test(value) ? 'ID' : ISO_TIME.test(value) ? 'TIME' : value;
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strip(v)]));
    return value;
  };
  const byKey = <T>(items: T[], key: (t: T) => string) => [...items].sort((a, b) => key(a).localeCompare(key(b)));
  const titleOf = new Map(data.tasks.map((t) => [t.id, t.title]));
  return strip({
    brands: data.brands,
    strategies: byKey(data.strategies, (s) => s.strategy.name),
    // Each prerequisite by its title: the structure, whatever the ids.
    tasks: byKey(data.tasks, (t) => `${t.strategy}|${t.title}`).map((t) => ({ ...t, dependsOn: t.dependencyId ? titleOf.get(t.dependencyId) : null })),
    files: byKey(data.files, (f) => f.name),
  });
}

async function userWithData(tag: string) {
  const { client } = await onboardedClient(sys, tag, 'pro');
  expect((await client.call('POST', '/api/brand-data', { brandData: { companyStory: 'Since 2019.' } })).status).toBe(200);
  expect((await client.call('POST', '/api/strategies/create-from-template', SPRINT)).status).toBe(201);
  const tasks = (await client.call('GET', '/api/tasks')).body.tasks as Task[];
  const free = tasks.find((t) => !t.dependencyId) as Task;
  expect((await client.call('PATCH', `/api/tasks/${free.id}/status`, { status: 'completed' })).status).toBe(200);
  const file = await client.call('POST', '/api/files/new', { name: 'Launch post', content: 'First draft' });
  expect((await client.call('PATCH', `/api/files/${file.body.file.id}/save-approved`, { content: 'The saved text' })).status).toBe(200);
  return client;
}

const countRows = async (schema: string, table: string, userId: string) =>
  Number((await sys.db().withSchema(schema).table(table).where({ user_id: userId }).count({ n: '*' }))[0].n);

describe('POST /api/import (issue 19 item 2)', () => {
  it('round trip: export → import into a new account → export again gives the same content, ids and times aside', async () => {
    const source = await userWithData('import-source');
    const zip = await exportOf(source);
    const target = await emptyAccount('import-target', 'pro');
    const res = await importInto(target, zip);
    expect(res).toEqual({ status: 200, body: { imported: { brands: 1, strategies: 1, tasks: jsonOf(zip).tasks.length, files: 1 }, alreadyImported: false } });

    const before = jsonOf(zip);
    const after = jsonOf(await exportOf(target));
    expect(content(after)).toEqual(content(before));
    // New ids, none of the source's.
    const sourceIds = new Set([...before.tasks.map((t) => t.id), ...before.files.map((f) => f.id), before.brands[0].id, before.strategies[0].strategy.id]);
    expect([...after.tasks.map((t) => t.id), ...after.files.map((f) => f.id), after.brands[0].id].some((id) => sourceIds.has(id))).toBe(false);
    // The imported brand is the account's default (it had none), and the pages work on it.
    expect(after.brands[0].isDefault).toBe(true);
    expect((await target.call('GET', '/api/strategies')).body.strategies).toHaveLength(1);
    expect((await target.call('GET', '/api/tasks?view=list')).body.tasks.length).toBeGreaterThan(0);
  });

  it('a second import of the same file writes nothing new; an interrupted one completes without duplicates', async () => {
    const zip = await exportOf(await userWithData('import-twice-source'));
    const target = await emptyAccount('import-twice', 'pro');
    const userId = (await target.call('GET', '/api/auth/me')).body.user.id as string;
    expect((await importInto(target, zip)).body.alreadyImported).toBe(false);
    const tasks = await countRows('tasks', 'tasks', userId);
    const again = await importInto(target, zip);
    expect(again).toMatchObject({ status: 200, body: { alreadyImported: true } });
    // As if the first import had stopped before it was recorded: every record maps to the same id and is skipped.
    await sys.db().withSchema('identity').table('imports').where({ user_id: userId }).delete();
    expect((await importInto(target, zip)).body.alreadyImported).toBe(false);
    expect(await countRows('tasks', 'tasks', userId)).toBe(tasks);
    expect(await countRows('brand', 'brands', userId)).toBe(1);
    expect(await countRows('strategies', 'strategies', userId)).toBe(1);
    expect(await countRows('content', 'files', userId)).toBe(1);
  });

  it('takes the JSON alone too', async () => {
    const zip = await exportOf(await userWithData('import-json-source'));
    const target = await emptyAccount('import-json', 'pro');
    const res = await importInto(target, strFromU8(unzipSync(zip)[EXPORT_JSON_NAME]), 'application/json');
    expect(res).toMatchObject({ status: 200, body: { imported: { brands: 1, strategies: 1, files: 1 } } });
  });

  it('refuses what the plan does not allow, saying what, and writes nothing', async () => {
    const zip = await exportOf(await userWithData('import-cap-source'));
    const { client, userId } = await onboardedClient(sys, 'import-cap', 'free');
    const before = { brands: await countRows('brand', 'brands', userId), tasks: await countRows('tasks', 'tasks', userId) };
    const res = await importInto(client, zip);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'plan_limit_reached', field: 'file', message: 'Your Free plan has one brand profile; with this file you would have 2. Upgrade to import it.' });
    expect({ brands: await countRows('brand', 'brands', userId), tasks: await countRows('tasks', 'tasks', userId) }).toEqual(before);
  });

  it('refuses what is not an export, naming the file', async () => {
    const target = await emptyAccount('import-bad', 'pro');
    expect((await importInto(target, new Uint8Array([1, 2, 3]), 'application/octet-stream')).body).toMatchObject({ status: 400, field: 'file' });
    expect((await importInto(target, zipSync({ 'notes.txt': strToU8('hello') }))).body).toMatchObject({ status: 400, field: 'file', message: expect.stringContaining('holds no navia-export.json') });
    const wrong = await importInto(target, JSON.stringify({ format: 'navia-export', version: 1 }), 'application/json');
    expect(wrong.body).toMatchObject({ status: 400, field: 'file', message: expect.stringContaining('Not a Navia export this version can read') });
    const nul = await importInto(target, JSON.stringify({ format: 'navia-export\u0000' }), 'application/json');
    expect(nul.body).toMatchObject({ status: 400, field: 'file' });
    expect((await importInto(new TestClient(sys.url), '{}', 'application/json')).status).toBe(401);
  });
});
