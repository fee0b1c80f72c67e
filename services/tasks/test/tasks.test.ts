import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { SERVICE_TOKEN_HEADER, type CreateTasksBody } from '@navia/contracts';
import { startTestSystem, TestClient, uniqueEmail, type TestSystem } from '@navia/gateway/test/support/test-system';

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
  const { user } = await client.signUp(uniqueEmail(`tasks-${counter}`));
  return { client, userId: user.id as string };
}

function internal(method: string, path: string, body?: unknown, token: string | null = sys.config.secrets.serviceToken) {
  return fetch(`${sys.gateway.serviceUrls.tasks}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { [SERVICE_TOKEN_HEADER]: token }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const item = (key: string, extra: Partial<CreateTasksBody['tasks'][number]> = {}): CreateTasksBody['tasks'][number] => ({
  key,
  title: `Task ${key}`,
  description: `Do ${key}`,
  dueDate: '2026-03-02',
  taskType: 'social_post',
  actionType: 'manual',
  tags: ['awareness'],
  ...extra,
});

function strategyBody(userId: string, tasks: CreateTasksBody['tasks'], brandId = randomUUID(), strategyId = randomUUID()): CreateTasksBody {
  return { userId, brandId, strategyId, strategyName: 'Launch Week', tasks };
}

async function create(body: CreateTasksBody): Promise<Record<string, string>> {
  const res = await internal('POST', '/internal/tasks', body);
  expect(res.status).toBe(201);
  const json = (await res.json()) as { tasks: { key: string; id: string }[] };
  return Object.fromEntries(json.tasks.map((t) => [t.key, t.id]));
}

const countFor = async (strategyId: string) => Number((await db.withSchema('tasks').table('tasks').where({ strategy_id: strategyId }).count({ n: '*' }))[0].n);

it('creates a strategy’s tasks with dependencies mapped from keys to the new ids, and lists them by due date', async () => {
  const { client, userId } = await newUser();
  const body = strategyBody(userId, [
    item('post', { dueDate: '2026-03-05', dependsOnKey: 'plan', taskType: 'blog_post', actionType: 'ai_writer', formatId: undefined, tags: ['content', 'blog'] }),
    item('plan', { dueDate: '2026-03-01' }),
    item('someday', { dueDate: null }),
  ]);
  const ids = await create(body);
  expect(Object.keys(ids).sort()).toEqual(['plan', 'post', 'someday']);

  const list = await client.call('GET', '/api/tasks');
  expect(list.status).toBe(200);
  expect(list.body.tasks.map((t: { id: string }) => t.id)).toEqual([ids.plan, ids.post, ids.someday]);
  const post = list.body.tasks[1];
  expect(post).toEqual({
    id: ids.post,
    title: 'Task post',
    description: 'Do post',
    status: 'pending',
    dueDate: '2026-03-05',
    timeframe: null,
    strategy: 'Launch Week',
    strategyId: body.strategyId,
    taskType: 'blog_post',
    actionType: 'ai_writer',
    formatId: null,
    dependencyId: ids.plan,
    outputFileId: null,
    generatedContent: null,
    finalContent: null,
    processingStatus: null,
    processingError: null,
    tags: ['content', 'blog'],
    updatedAt: expect.any(String),
  });
  expect(list.body.tasks[2].dueDate).toBeNull();

  const other = await create(strategyBody(userId, [item('elsewhere')]));
  const byBrand = await client.call('GET', `/api/tasks?brandId=${body.brandId}`);
  expect(byBrand.body.tasks).toHaveLength(3);
  expect((await client.call('GET', '/api/tasks')).body.tasks.map((t: { id: string }) => t.id)).toContain(other.elsewhere);
  expect((await client.call('GET', '/api/tasks?brandId=nope')).body).toMatchObject({ status: 400, field: 'brandId' });
});

it('writes nothing when a dependency key is unknown, duplicated or cyclic', async () => {
  const { userId } = await newUser();
  const cases: [CreateTasksBody['tasks'], string][] = [
    [[item('a'), item('b', { dependsOnKey: 'missing' })], 'tasks.1.dependsOnKey'],
    [[item('a'), item('a')], 'tasks.1.key'],
    [[item('a', { dependsOnKey: 'b' }), item('b', { dependsOnKey: 'a' })], 'tasks.0.dependsOnKey'],
    [[item('a', { dependsOnKey: 'a' })], 'tasks.0.dependsOnKey'],
  ];
  for (const [tasks, field] of cases) {
    const body = strategyBody(userId, tasks);
    const res = await internal('POST', '/internal/tasks', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'validation_error', field });
    expect(await countFor(body.strategyId)).toBe(0);
  }
});

it('validates the create body naming the field', async () => {
  const { userId } = await newUser();
  const res = await internal('POST', '/internal/tasks', strategyBody(userId, [item('a', { dueDate: '5 March' })]));
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ field: 'tasks.0.dueDate' });
  const noTasks = await internal('POST', '/internal/tasks', { ...strategyBody(userId, []), tasks: undefined });
  expect(await noTasks.json()).toMatchObject({ status: 400, field: 'tasks', message: 'tasks is required' });
});

it("answers 404 for another user's task and keeps lists apart", async () => {
  const ann = await newUser();
  const bob = await newUser();
  const ids = await create(strategyBody(ann.userId, [item('mine')]));

  const own = await ann.client.call('GET', `/api/tasks/${ids.mine}`);
  expect(own.status).toBe(200);
  expect(own.body).toMatchObject({ id: ids.mine, title: 'Task mine' });
  expect((await bob.client.call('GET', `/api/tasks/${ids.mine}`)).status).toBe(404);
  expect((await bob.client.call('PATCH', `/api/tasks/${ids.mine}/status`, { status: 'completed' })).status).toBe(404);
  expect((await bob.client.call('GET', '/api/tasks')).body).toEqual({ tasks: [] });
  expect((await bob.client.call('GET', '/api/tasks/not-an-id')).body).toMatchObject({ status: 400, field: 'id' });
  expect((await new TestClient(sys.url).call('GET', '/api/tasks')).status).toBe(401);
});

it('toggles status, refuses a locked task with the prerequisite’s title, and unlocks once it is completed', async () => {
  const { client, userId } = await newUser();
  const ids = await create(strategyBody(userId, [item('first', { title: 'Write the plan' }), item('second', { dependsOnKey: 'first' })]));
  const setStatus = (id: string, status: unknown) => client.call('PATCH', `/api/tasks/${id}/status`, { status });

  const locked = await setStatus(ids.second, 'completed');
  expect(locked.status).toBe(409);
  expect(locked.body).toMatchObject({ error: 'task_locked', message: 'Complete "Write the plan" first' });

  const done = await setStatus(ids.first, 'completed');
  expect(done.status).toBe(200);
  expect(done.body).toMatchObject({ id: ids.first, status: 'completed' });

  expect((await setStatus(ids.second, 'completed')).body).toMatchObject({ id: ids.second, status: 'completed' });
  expect((await setStatus(ids.second, 'pending')).body).toMatchObject({ status: 'pending' });

  // Un-completing the prerequisite locks the dependant again.
  expect((await setStatus(ids.first, 'pending')).body.status).toBe('pending');
  expect((await setStatus(ids.second, 'completed')).status).toBe(409);

  const bad = await setStatus(ids.first, 'overdue');
  expect(bad.status).toBe(400);
  expect(bad.body).toMatchObject({ error: 'validation_error', field: 'status' });
});

it('needs the service token for internal calls', async () => {
  const { userId } = await newUser();
  expect((await internal('POST', '/internal/tasks', strategyBody(userId, [item('a')]), null)).status).toBe(401);
  expect((await internal('POST', '/internal/tasks', strategyBody(userId, [item('a')]), 'wrong-token')).status).toBe(401);
  expect((await internal('DELETE', `/internal/users/${userId}/strategies/${randomUUID()}/tasks`, undefined, null)).status).toBe(401);
});

it("removes a strategy's open tasks only, or all of them, and only that user's", async () => {
  const { client, userId } = await newUser();
  const strategyId = randomUUID();
  const ids = await create(strategyBody(userId, [item('done'), item('open'), item('after', { dependsOnKey: 'done' })], randomUUID(), strategyId));
  const keep = await create(strategyBody(userId, [item('other')]));
  await client.call('PATCH', `/api/tasks/${ids.done}/status`, { status: 'completed' });

  const path = `/internal/users/${userId}/strategies/${strategyId}/tasks`;
  expect(await (await internal('DELETE', `/internal/users/${randomUUID()}/strategies/${strategyId}/tasks`)).json()).toEqual({ deleted: 0 });
  expect(await (await internal('DELETE', `${path}?onlyOpen=true`)).json()).toEqual({ deleted: 2 });
  let left = (await client.call('GET', '/api/tasks')).body.tasks.map((t: { id: string }) => t.id);
  expect(left.sort()).toEqual([ids.done, keep.other].sort());

  expect(await (await internal('DELETE', `${path}?onlyOpen=false`)).json()).toEqual({ deleted: 1 });
  left = (await client.call('GET', '/api/tasks')).body.tasks.map((t: { id: string }) => t.id);
  expect(left).toEqual([keep.other]);
  expect((await internal('DELETE', `${path}?onlyOpen=maybe`)).status).toBe(400);
});

it('lists tasks due the same day in the order the strategy gave them, so a prerequisite comes before its dependant', async () => {
  const { client, userId } = await newUser();
  const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
  const body = strategyBody(
    userId,
    keys.map((k, i) => item(k, { dueDate: '2026-05-01', ...(i > 0 ? { dependsOnKey: keys[i - 1] } : {}) })),
  );
  const ids = await create(body);
  const list = (await client.call('GET', '/api/tasks')).body.tasks.filter((t: { strategyId: string }) => t.strategyId === body.strategyId);
  expect(list.map((t: { id: string }) => t.id)).toEqual(keys.map((k) => ids[k]));
});
