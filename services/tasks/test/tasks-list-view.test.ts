import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { SERVICE_TOKEN_HEADER, type CreateTasksBody } from '@navia/contracts';
import { startTestSystem, TestClient, uniqueEmail, type TestSystem } from '@navia/gateway/test/support/test-system';

// GET /api/tasks?view=list (issue 16 item 5): lean pages for the tasks page; without view, the spec's whole tasks.

let sys: TestSystem;
let db: Knex;

beforeAll(async () => {
  sys = await startTestSystem({ services: ['identity', 'tasks'] });
  db = sys.db();
});
afterAll(() => sys.stop());

let counter = 0;
async function newUser() {
  counter += 1;
  const client = new TestClient(sys.url);
  const { user } = await client.signUp(uniqueEmail(`tasks-list-${counter}`));
  return { client, userId: user.id as string };
}

async function create(body: CreateTasksBody): Promise<Record<string, string>> {
  const res = await fetch(`${sys.gateway.serviceUrls.tasks}/internal/tasks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SERVICE_TOKEN_HEADER]: sys.config.secrets.serviceToken },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  const json = (await res.json()) as { tasks: { key: string; id: string }[] };
  return Object.fromEntries(json.tasks.map((t) => [t.key, t.id]));
}

const LONG = `${'A description well past the card preview. '.repeat(6)}The end.`;
const task = (key: string, extra: Partial<CreateTasksBody['tasks'][number]> = {}): CreateTasksBody['tasks'][number] => ({
  key, title: `Task ${key}`, description: LONG, dueDate: '2026-03-02', taskType: 'social_post', actionType: 'manual', tags: ['awareness'], ...extra,
});

it('answers lean pages: the description cut to 120 characters, hasContent instead of the contents, undated first', async () => {
  const { client, userId } = await newUser();
  const brandId = randomUUID();
  const strategyId = randomUUID();
  const ids = await create({
    userId, brandId, strategyId, strategyName: 'Launch Week',
    tasks: [task('later', { dueDate: '2026-03-09' }), task('first', { dueDate: '2026-03-01' }), task('undated', { dueDate: null, description: 'Short.', taskType: 'email' })],
  });
  await db.withSchema('tasks').table('tasks').where({ id: ids.first }).update({ generated_content: 'x'.repeat(5000) });

  const res = await client.call('GET', `/api/tasks?brandId=${brandId}&view=list`);
  expect(res.status).toBe(200);
  expect(res.body.nextOffset).toBeNull();
  expect(res.body.tasks.map((t: { id: string }) => t.id)).toEqual([ids.undated, ids.first, ids.later]);
  const [undated, first] = res.body.tasks;
  expect(first).toMatchObject({ id: ids.first, description: LONG.slice(0, 120), descriptionTruncated: true, hasContent: true, strategy: 'Launch Week' });
  expect(first).not.toHaveProperty('generatedContent');
  expect(first).not.toHaveProperty('finalContent');
  expect(undated).toMatchObject({ description: 'Short.', descriptionTruncated: false, hasContent: false, dueDate: null });
  expect(res.body.kinds).toEqual([
    { strategyId, strategy: 'Launch Week', taskType: 'email' },
    { strategyId, strategy: 'Launch Week', taskType: 'social_post' },
  ]);

  // The whole task is still there for Read more.
  expect((await client.call('GET', `/api/tasks/${ids.first}`)).body).toMatchObject({ description: LONG, generatedContent: 'x'.repeat(5000) });
  // And the default answer is still the spec's whole tasks.
  const whole = await client.call('GET', `/api/tasks?brandId=${brandId}`);
  expect(whole.body).not.toHaveProperty('nextOffset');
  expect(whole.body.tasks.find((t: { id: string }) => t.id === ids.first)).toMatchObject({ description: LONG, generatedContent: 'x'.repeat(5000), finalContent: null });
});

it('pages by offset and limit, with the kinds on the first page only', async () => {
  const { client, userId } = await newUser();
  const brandId = randomUUID();
  const ids = await create({
    userId, brandId, strategyId: randomUUID(), strategyName: 'Launch Week',
    tasks: ['a', 'b', 'c', 'd', 'e'].map((key, i) => task(key, { dueDate: `2026-03-0${i + 1}` })),
  });
  const one = await client.call('GET', `/api/tasks?brandId=${brandId}&view=list&limit=2`);
  expect(one.body.tasks.map((t: { id: string }) => t.id)).toEqual([ids.a, ids.b]);
  expect(one.body.nextOffset).toBe(2);
  const two = await client.call('GET', `/api/tasks?brandId=${brandId}&view=list&limit=2&offset=2`);
  expect(two.body.tasks.map((t: { id: string }) => t.id)).toEqual([ids.c, ids.d]);
  expect(two.body).not.toHaveProperty('kinds');
  const last = await client.call('GET', `/api/tasks?brandId=${brandId}&view=list&limit=2&offset=4`);
  expect(last.body.tasks.map((t: { id: string }) => t.id)).toEqual([ids.e]);
  expect(last.body.nextOffset).toBeNull();

  expect((await client.call('GET', `/api/tasks?view=list&limit=500`)).body).toMatchObject({ status: 400, field: 'limit' });
  expect((await client.call('GET', `/api/tasks?view=everything`)).body).toMatchObject({ status: 400, field: 'view' });
});

it("is scoped to the user and the brand: another user's or brand's tasks are never in it", async () => {
  const mine = await newUser();
  const theirs = await newUser();
  const brandId = randomUUID();
  const otherBrand = randomUUID();
  const own = await create({ userId: mine.userId, brandId, strategyId: randomUUID(), strategyName: 'Mine', tasks: [task('own')] });
  await create({ userId: mine.userId, brandId: otherBrand, strategyId: randomUUID(), strategyName: 'Other brand', tasks: [task('elsewhere')] });
  await create({ userId: theirs.userId, brandId, strategyId: randomUUID(), strategyName: 'Theirs', tasks: [task('foreign')] });

  const page = (await mine.client.call('GET', `/api/tasks?brandId=${brandId}&view=list`)).body;
  expect(page.tasks.map((t: { id: string }) => t.id)).toEqual([own.own]);
  expect(page.kinds.map((k: { strategy: string }) => k.strategy)).toEqual(['Mine']);
  const all = (await mine.client.call('GET', '/api/tasks?view=list')).body;
  expect(all.tasks.map((t: { strategy: string }) => t.strategy).sort()).toEqual(['Mine', 'Other brand']);
});

it('keeps the kinds true to the rows however tasks are written: created, written straight in, changed, deleted', async () => {
  const { client, userId } = await newUser();
  const brandId = randomUUID();
  const launch = randomUUID();
  const other = randomUUID();
  // What the kinds must be: counted from the rows themselves, as the list view did before it kept counts.
  const fromRows = async () =>
    (await db.withSchema('tasks').table('tasks').distinct('strategy_id', 'strategy_name', 'task_type').where({ user_id: userId, brand_id: brandId }))
      .map((r: { strategy_id: string; strategy_name: string; task_type: string }) => ({ strategyId: r.strategy_id, strategy: r.strategy_name, taskType: r.task_type }))
      .sort((a, b) => `${a.strategy}/${a.taskType}`.localeCompare(`${b.strategy}/${b.taskType}`));
  const kinds = async () => (await client.call('GET', `/api/tasks?brandId=${brandId}&view=list`)).body.kinds;

  const ids = await create({
    userId, brandId, strategyId: launch, strategyName: 'Launch Week',
    tasks: [task('a'), task('b', { taskType: 'email' }), task('c', { taskType: 'email' })],
  });
  await create({ userId, brandId, strategyId: other, strategyName: 'Autumn', tasks: [task('d', { taskType: 'blog_post' })] });
  expect(await kinds()).toEqual(await fromRows());
  expect(await kinds()).toHaveLength(3);

  // A row written straight into the table (a bench, an import) counts too.
  await db.withSchema('tasks').table('tasks').insert({
    id: randomUUID(), user_id: userId, brand_id: brandId, strategy_id: other, strategy_name: 'Autumn', title: 'Direct', task_type: 'newsletter', action_type: 'manual',
  });
  expect(await kinds()).toEqual(await fromRows());

  // Changing a counted column moves the task to its new kind; one of two emails leaves 'email' in place.
  await db.withSchema('tasks').table('tasks').where({ id: ids.b }).update({ task_type: 'video' });
  expect(await kinds()).toEqual(await fromRows());
  // Other updates (a status change) leave the counts alone.
  await db.withSchema('tasks').table('tasks').where({ id: ids.a }).update({ status: 'completed' });
  expect(await kinds()).toEqual(await fromRows());

  // Deleting a strategy's open tasks, then all of them (the strategies service's two deletions).
  const remove = (strategyId: string, onlyOpen: boolean) =>
    fetch(`${sys.gateway.serviceUrls.tasks}/internal/users/${userId}/strategies/${strategyId}/tasks?onlyOpen=${onlyOpen}`, {
      method: 'DELETE',
      headers: { [SERVICE_TOKEN_HEADER]: sys.config.secrets.serviceToken },
    });
  expect((await remove(launch, true)).status).toBe(200);
  expect(await kinds()).toEqual(await fromRows());
  expect((await kinds()).filter((k: { strategyId: string }) => k.strategyId === launch)).toEqual([{ strategyId: launch, strategy: 'Launch Week', taskType: 'social_post' }]);
  expect((await remove(launch, false)).status).toBe(200);
  expect(await kinds()).toEqual(await fromRows());
  expect((await kinds()).map((k: { strategy: string }) => k.strategy)).toEqual(['Autumn', 'Autumn']);
});
