import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  RecentStrategyCreationResponse,
  StrategiesResponse,
  StrategyDetailsResponse,
  TASK_STATUS_CHANGED,
  TasksResponse,
  addDays,
  spreadDueDate,
  todayIn,
  type CreateFromTemplateBody,
  type Task,
} from '@navia/contracts';
import { onboardedClient, setTimeZone, startTestSystem, type TestClient, type TestSystem } from '@navia/gateway/test/support/test-system';
import { identityUserLookups } from '@navia/gateway/test/support/identity-lookups';

let sys: TestSystem;
let db: Knex;

beforeAll(async () => {
  sys = await startTestSystem({ services: ['identity', 'brand', 'strategies', 'tasks'] });
  db = sys.db();
});
afterAll(() => sys.stop());


/** five-day-launch-sprint: Explore tier, 5 days, 7 tasks, change key results at obj0_kr1 and obj1_kr1. */
const SPRINT = 'five-day-launch-sprint';
const SPRINT_LAUNCH: CreateFromTemplateBody = {
  templateId: SPRINT,
  changeValues: { obj0_kr1: '40', obj1_kr1: '12' },
  selectedPercentages: { obj0_kr1: '25', obj1_kr1: '50' },
};

let counter = 0;
async function onboardedUser(plan = 'free', timezone?: string) {
  counter += 1;
  const user = await onboardedClient(sys, `strategies-${counter}`, plan);
  if (timezone) await setTimeZone(user.client, timezone);
  return user;
}

async function launch(client: TestClient, body: CreateFromTemplateBody = SPRINT_LAUNCH) {
  return client.call('POST', '/api/strategies/create-from-template', body);
}

async function launched(client: TestClient, body: CreateFromTemplateBody = SPRINT_LAUNCH): Promise<string> {
  const res = await launch(client, body);
  expect(res.status).toBe(201);
  return res.body.strategyId as string;
}

async function tasksOf(client: TestClient, strategyId: string): Promise<Task[]> {
  const res = await client.call('GET', '/api/tasks');
  return TasksResponse.parse(res.body).tasks.filter((t) => t.strategyId === strategyId);
}

async function details(client: TestClient, id: string) {
  const res = await client.call('GET', `/api/strategies/${id}/details`);
  expect(res.status).toBe(200);
  return StrategyDetailsResponse.parse(res.body);
}

/** Progress arrives through an event on the queue: poll until it shows (or fail after a few seconds). */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 8000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() - started > timeoutMs) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const countRows = async (table: string, where: Record<string, unknown>) =>
  Number((await db.withSchema('strategies').table(table).where(where).count({ n: '*' }))[0].n);

describe('launching from a template', () => {
  it('stores the strategy, its objectives and key results, and its tasks with mapped dependencies and spread due dates', async () => {
    const { client, brandId } = await onboardedUser('free', 'Pacific/Kiritimati');
    const brand = (await client.call('GET', '/api/brand-data')).body.brandData;
    const today = todayIn('Pacific/Kiritimati');
    const goalDate = addDays(today, 10);

    const lookups = await identityUserLookups();
    const res = await launch(client, { ...SPRINT_LAUNCH, goalDate, targetOfferId: brand.offerings[0]?.id, targetPersonaId: brand.personas.users[0]?.id });
    expect(res.status).toBe(201);
    // The user's "today" came with the access token (its time zone claim): identity was not asked.
    expect(await identityUserLookups()).toBe(lookups);
    expect(res.body.strategy).toMatchObject({ name: expect.stringMatching(/.+/), status: 'active', deadline: goalDate, totalTasks: 7, completedTasks: 0, completionPercentage: 0, brandId, templateId: SPRINT });

    const list = StrategiesResponse.parse((await client.call('GET', '/api/strategies')).body).strategies;
    expect(list.map((s) => s.id)).toEqual([res.body.strategyId]);

    const d = await details(client, res.body.strategyId);
    expect(d.objectives.map((o) => o.keyResults.map((kr) => [kr.targetType, kr.targetCalculation, kr.startingValue, kr.currentValue, kr.targetValue]))).toEqual([
      [
        ['task', 'pre_launch', 0, 0, 3],
        // 40 waitlist sign-ups + 25 % = 50.
        ['change', '[25% increase]', 40, 40, 50],
      ],
      [
        ['task', 'launch_day', 0, 0, 3],
        // 12 orders + 50 % = 18.
        ['change', '[50% increase]', 12, 12, 18],
      ],
    ]);

    const tasks = await tasksOf(client, res.body.strategyId);
    expect(tasks).toHaveLength(7);
    const byTitle = new Map(tasks.map((t) => [t.title, t]));
    const offer = tasks.find((t) => t.tags.includes('offer_prep')) as Task;
    const teaser = tasks.find((t) => t.formatId === 'instagram-caption') as Task;
    // Day 0 of the template is today in the user's zone (UTC+14 here, a day ahead of UTC most of the time).
    expect(offer.dueDate).toBe(today);
    expect(teaser.dependencyId).toBe(offer.id);
    expect(teaser).toMatchObject({ actionType: 'ai_writer', taskType: expect.any(String), tags: ['pre_launch'] });
    // A 5-day template over 10 days: offsets double (day 4 → day 8), all within [today, goal].
    const lastCall = [...byTitle.values()].find((t) => t.formatId === 'email-promotion' && t.tags.includes('launch_day')) as Task;
    expect(lastCall.dueDate).toBe(spreadDueDate(4, 5, today, goalDate));
    expect(lastCall.dueDate).toBe(addDays(today, 8));
    for (const t of tasks) expect(t.dueDate! >= today && t.dueDate! <= goalDate).toBe(true);
    expect(tasks.every((t) => t.strategy === res.body.strategy.name)).toBe(true);

    // The brand's last setup step is done now.
    const progress = (await client.call('GET', '/api/brand-setup-progress')).body.progress;
    expect(progress.steps.find((s: { title: string }) => s.title === 'Create Your First Strategy').completed).toBe(true);
  });

  it('defaults the goal date from the template duration in the user’s time zone', async () => {
    const { client } = await onboardedUser('free', 'America/Los_Angeles');
    const res = await launch(client);
    expect(res.status).toBe(201);
    expect(res.body.strategy.deadline).toBe(addDays(todayIn('America/Los_Angeles'), 5));
  });

  it('refuses bad input with a 4xx naming the field, and writes nothing', async () => {
    const { client, userId } = await onboardedUser();
    const yesterday = addDays(todayIn('UTC'), -2);
    const cases: Array<[CreateFromTemplateBody, number, string]> = [
      [{ ...SPRINT_LAUNCH, templateId: 'no-such-template' }, 404, 'templateId'],
      [{ ...SPRINT_LAUNCH, templateId: 'instagram-product-launch' }, 403, 'templateId'],
      [{ ...SPRINT_LAUNCH, goalDate: yesterday }, 400, 'goalDate'],
      [{ ...SPRINT_LAUNCH, goalDate: '2026-13-45x' }, 400, 'goalDate'],
      [{ ...SPRINT_LAUNCH, targetPersonaId: 'someone-else' }, 400, 'targetPersonaId'],
      [{ ...SPRINT_LAUNCH, targetOfferId: 'not-mine' }, 400, 'targetOfferId'],
      [{ ...SPRINT_LAUNCH, changeValues: { obj0_kr1: '40' } }, 400, 'changeValues.obj1_kr1'],
      [{ ...SPRINT_LAUNCH, changeValues: { obj0_kr1: '4O', obj1_kr1: '12' } }, 400, 'changeValues.obj0_kr1'],
      [{ ...SPRINT_LAUNCH, selectedPercentages: { obj0_kr1: '33' } }, 400, 'selectedPercentages.obj0_kr1'],
      [{ ...SPRINT_LAUNCH, changeValues: { ...SPRINT_LAUNCH.changeValues, obj0_kr0: '5' } }, 400, 'changeValues.obj0_kr0'],
      [{ ...SPRINT_LAUNCH, brandId: '00000000-0000-4000-8000-000000000000' }, 404, ''],
    ];
    for (const [body, status, field] of cases) {
      const res = await launch(client, body);
      expect({ body, status: res.status }).toEqual({ body, status });
      expect(res.body.ok).toBe(false);
      if (field) expect(res.body.field ?? '').toBe(field);
      if (status === 400) expect(res.body.message).toContain(field.split('.')[0]);
    }
    expect((await launch(client, { templateId: SPRINT } as CreateFromTemplateBody)).body.field).toBe('changeValues.obj0_kr1');
    expect(await countRows('strategies', { user_id: userId })).toBe(0);
    expect(await countRows('strategy_launches', { user_id: userId })).toBe(0);
    expect(TasksResponse.parse((await client.call('GET', '/api/tasks')).body).tasks).toEqual([]);
  });

  it('defaults a missing percentage to the template’s first option', async () => {
    const { client } = await onboardedUser();
    const id = await launched(client, { templateId: SPRINT, changeValues: { obj0_kr1: '100', obj1_kr1: '10' } });
    const d = await details(client, id);
    expect(d.objectives[0].keyResults[1]).toMatchObject({ targetCalculation: '[10% increase]', targetValue: 110 });
    expect(d.objectives[1].keyResults[1]).toMatchObject({ targetCalculation: '[10% increase]', targetValue: 11 });
  });
});

describe('plan caps', () => {
  it('stops at strategies.maxActive and frees the slot when a strategy completes', async () => {
    const { client } = await onboardedUser('starter'); // 1 active, 3 a month
    const first = await launched(client);
    const refused = await launch(client);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'plan_limit_reached', message: expect.stringContaining('1 active strategy') });

    expect((await client.call('PATCH', `/api/strategies/${first}`, { status: 'completed' })).status).toBe(200);
    const second = await launched(client);
    // Reactivating the completed one would make two active.
    const reactivate = await client.call('PATCH', `/api/strategies/${first}`, { status: 'active' });
    expect(reactivate.status).toBe(403);
    expect(reactivate.body.error).toBe('plan_limit_reached');
    expect(second).not.toBe(first);
  });

  it('counts launches per month, and deleting a strategy does not give one back', async () => {
    const { client } = await onboardedUser('basic'); // 3 active, 3 a month
    const ids = [await launched(client), await launched(client), await launched(client)];
    expect((await client.call('DELETE', `/api/strategies/${ids[0]}`)).status).toBe(200);
    const fourth = await launch(client);
    expect(fourth.status).toBe(403);
    expect(fourth.body.message).toContain('3 strategy launches a month');
  });

  it('lets exactly one of two simultaneous launches take the last slot', async () => {
    const { client, userId } = await onboardedUser(); // free: 1 active
    const [a, b] = await Promise.all([launch(client), launch(client)]);
    expect([a.status, b.status].sort()).toEqual([201, 403]);
    expect(await countRows('strategies', { user_id: userId })).toBe(1);
    const winner = (a.status === 201 ? a : b).body.strategyId;
    const tasks = TasksResponse.parse((await client.call('GET', '/api/tasks')).body).tasks;
    expect(new Set(tasks.map((t) => t.strategyId))).toEqual(new Set([winner]));
  });
});

describe('a launch that fails midway', () => {
  it('leaves no strategy, no ledger entry and no tasks when the tasks service fails', async () => {
    const { client, userId } = await onboardedUser();
    // The tasks insert fails on its last row: the tasks service answers 500, the launch must undo itself.
    await db.raw(`create or replace function tasks.refuse_last_call() returns trigger as $$
      begin if new.format_id = 'email-promotion' and 'launch_day' = any(new.tags) then raise exception 'disk full'; end if; return new; end $$ language plpgsql`);
    await db.raw(`create trigger refuse_last_call before insert on tasks.tasks for each row execute function tasks.refuse_last_call()`);
    try {
      const res = await launch(client);
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('service_unavailable');
    } finally {
      await db.raw('drop trigger refuse_last_call on tasks.tasks');
      await db.raw('drop function tasks.refuse_last_call()');
    }
    expect(await countRows('strategies', { user_id: userId })).toBe(0);
    expect(await countRows('strategy_launches', { user_id: userId })).toBe(0);
    expect(Number((await db.withSchema('tasks').table('tasks').where({ user_id: userId }).count({ n: '*' }))[0].n)).toBe(0);
    // The slot and the month's launch were not used up.
    await launched(client);
  });

  it('refuses a launch whose tasks exceed the plan’s open-task cap, and undoes it', async () => {
    const { client, userId } = await onboardedUser('basic');
    // basic allows 200 open tasks: fill 197 so the sprint's 7 do not fit.
    const brandId = (await client.call('GET', '/api/brand-data')).body.id;
    await db.withSchema('tasks').table('tasks').insert(
      Array.from({ length: 197 }, (_, i) => ({
        id: randomUUID(),
        user_id: userId,
        brand_id: brandId,
        strategy_id: userId,
        strategy_name: 'Old plan',
        title: `Old task ${i}`,
        task_type: 'others',
        action_type: 'manual',
      })),
    );
    const res = await launch(client);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'plan_limit_reached', field: 'tasks' });
    expect(await countRows('strategies', { user_id: userId })).toBe(0);
  });
});

describe('progress, locks and key results', () => {
  it('refuses a locked task, and counts completions into the strategy and its task key results through the event', async () => {
    const { client } = await onboardedUser();
    const id = await launched(client);
    const tasks = await tasksOf(client, id);
    const offer = tasks.find((t) => t.tags.includes('offer_prep')) as Task;
    const teaser = tasks.find((t) => t.dependencyId === offer.id && t.tags.includes('pre_launch')) as Task;

    const locked = await client.call('PATCH', `/api/tasks/${teaser.id}/status`, { status: 'completed' });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ error: 'task_locked', message: `Complete "${offer.title}" first` });

    expect((await client.call('PATCH', `/api/tasks/${offer.id}/status`, { status: 'completed' })).status).toBe(200);
    expect((await client.call('PATCH', `/api/tasks/${teaser.id}/status`, { status: 'completed' })).status).toBe(200);

    const strategy = await eventually(
      async () => StrategiesResponse.parse((await client.call('GET', '/api/strategies')).body).strategies[0],
      (s) => s.completedTasks === 2,
    );
    expect(strategy).toMatchObject({ completedTasks: 2, totalTasks: 7, completionPercentage: 29 });
    const kr = (await details(client, id)).objectives[0].keyResults[0];
    expect(kr).toMatchObject({ targetType: 'task', targetCalculation: 'pre_launch', currentValue: 1, targetValue: 3 });

    const byTag = TasksResponse.parse((await client.call('GET', `/api/tasks/by-tag/pre_launch?strategyId=${id}`)).body).tasks;
    expect(byTag.map((t) => [t.id === teaser.id, t.status]).filter(([mine]) => mine)).toEqual([[true, 'completed']]);
    expect(byTag).toHaveLength(3);

    // Reopening counts down again.
    expect((await client.call('PATCH', `/api/tasks/${teaser.id}/status`, { status: 'pending' })).status).toBe(200);
    const after = await eventually(
      async () => (await details(client, id)).objectives[0].keyResults[0].currentValue,
      (v) => v === 0,
    );
    expect(after).toBe(0);
  });

  it('handles the same event twice without changing the figures', async () => {
    const { client, userId } = await onboardedUser();
    const id = await launched(client);
    const offer = (await tasksOf(client, id)).find((t) => t.tags.includes('offer_prep')) as Task;
    await client.call('PATCH', `/api/tasks/${offer.id}/status`, { status: 'completed' });
    await eventually(async () => (await details(client, id)).strategy.completedTasks, (n) => n === 1);

    // A redelivery (at-least-once queues) of the same event, twice.
    // Enqueued on the system's own runtime (BullMQ, or the in-process runner on the embedded arrangement).
    const runtime = sys.gateway.jobs!;
    for (let i = 0; i < 2; i += 1) await runtime.enqueue(TASK_STATUS_CHANGED, { userId, strategyId: id, taskId: offer.id });
    await eventually(
      async () => {
        const c = await runtime.counts(TASK_STATUS_CHANGED.queue);
        return c.waiting + c.active + c.delayed;
      },
      (n) => n === 0,
    );
    const d = await details(client, id);
    expect(d.strategy).toMatchObject({ completedTasks: 1, totalTasks: 7 });
  });

  it('updates a change key result (0 or more) and refuses to type into a task key result', async () => {
    const { client } = await onboardedUser();
    const id = await launched(client);
    const d = await details(client, id);
    const change = d.objectives[0].keyResults[1];
    const task = d.objectives[0].keyResults[0];

    const ok = await client.call('PATCH', `/api/key-results/${change.id}`, { currentValue: 47 });
    expect(ok.status).toBe(200);
    expect(ok.body.keyResult).toMatchObject({ id: change.id, currentValue: 47, startingValue: 40, targetValue: 50 });
    expect((await details(client, id)).objectives[0].keyResults[1].currentValue).toBe(47);

    for (const bad of [{ currentValue: -1 }, { currentValue: '12' }, {}]) {
      const res = await client.call('PATCH', `/api/key-results/${change.id}`, bad);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('currentValue');
    }
    const refused = await client.call('PATCH', `/api/key-results/${task.id}`, { currentValue: 3 });
    expect(refused.status).toBe(409);
  });
});

describe('managing a strategy', () => {
  it('changes the deadline, refuses a past one, and completing removes only the open tasks', async () => {
    const { client } = await onboardedUser();
    const id = await launched(client);
    const newDeadline = addDays(todayIn('UTC'), 20);
    const res = await client.call('PATCH', `/api/strategies/${id}`, { deadline: `${newDeadline}T00:00:00.000Z` });
    expect(res.status).toBe(200);
    expect(res.body.strategy.deadline).toBe(newDeadline);
    const past = await client.call('PATCH', `/api/strategies/${id}`, { deadline: addDays(todayIn('UTC'), -3) });
    expect(past.status).toBe(400);
    expect(past.body.field).toBe('deadline');
    expect((await client.call('PATCH', `/api/strategies/${id}`, {})).status).toBe(400);

    const offer = (await tasksOf(client, id)).find((t) => t.tags.includes('offer_prep')) as Task;
    await client.call('PATCH', `/api/tasks/${offer.id}/status`, { status: 'completed' });
    const done = await client.call('PATCH', `/api/strategies/${id}`, { status: 'completed', deadline: null });
    expect(done.status).toBe(200);
    expect(done.body.strategy).toMatchObject({ status: 'completed', deadline: null, completedTasks: 1, totalTasks: 1, completionPercentage: 100 });
    expect((await tasksOf(client, id)).map((t) => t.id)).toEqual([offer.id]);

    const status = await client.call('PATCH', `/api/strategies/${id}/status`, { status: 'active' });
    expect(status.status).toBe(200);
    expect(status.body.strategy.status).toBe('active');
    // The status route completes the same way (spec part 2 §4), also when no open task is left to remove.
    const again = await client.call('PATCH', `/api/strategies/${id}/status`, { status: 'completed' });
    expect(again.status).toBe(200);
    expect(again.body.strategy).toMatchObject({ status: 'completed', completedTasks: 1, totalTasks: 1 });
    expect((await tasksOf(client, id)).map((t) => t.id)).toEqual([offer.id]);
  });

  it('deletes a strategy with all its tasks', async () => {
    const { client, userId } = await onboardedUser();
    const id = await launched(client);
    const res = await client.call('DELETE', `/api/strategies/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, deletedTasks: 7 });
    expect((await client.call('GET', `/api/strategies/${id}/details`)).status).toBe(404);
    expect(await countRows('objectives', { strategy_id: id })).toBe(0);
    expect(await countRows('key_results', { strategy_id: id })).toBe(0);
    expect(Number((await db.withSchema('tasks').table('tasks').where({ user_id: userId }).count({ n: '*' }))[0].n)).toBe(0);
    expect((await client.call('DELETE', `/api/strategies/${id}`)).status).toBe(404);
  });

  it('answers 404 for another user’s strategy and key result, and shows them nothing', async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser();
    const id = await launched(owner.client);
    const kr = (await details(owner.client, id)).objectives[0].keyResults[1];

    expect((await other.client.call('GET', `/api/strategies/${id}/details`)).status).toBe(404);
    expect((await other.client.call('PATCH', `/api/strategies/${id}`, { status: 'completed' })).status).toBe(404);
    expect((await other.client.call('PATCH', `/api/strategies/${id}/status`, { status: 'completed' })).status).toBe(404);
    expect((await other.client.call('DELETE', `/api/strategies/${id}`)).status).toBe(404);
    expect((await other.client.call('PATCH', `/api/key-results/${kr.id}`, { currentValue: 1 })).status).toBe(404);
    expect((await other.client.call('GET', '/api/strategies')).body.strategies).toEqual([]);
    expect((await other.client.call('GET', `/api/tasks/by-tag/pre_launch?strategyId=${id}`)).body.tasks).toEqual([]);
    expect((await other.client.call('POST', '/api/strategies/create-from-template', { ...SPRINT_LAUNCH, brandId: owner.brandId })).status).toBe(404);
    // Nothing of the owner's changed.
    expect((await details(owner.client, id)).strategy.status).toBe('active');
  });

  it('filters the list by brand and validates ids', async () => {
    const { client, brandId } = await onboardedUser();
    const id = await launched(client);
    expect((await client.call('GET', `/api/strategies?brandId=${brandId}`)).body.strategies.map((s: { id: string }) => s.id)).toEqual([id]);
    expect((await client.call('GET', `/api/strategies?brandId=00000000-0000-4000-8000-000000000000`)).body.strategies).toEqual([]);
    const bad = await client.call('GET', '/api/strategies/not-an-id/details');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('id');
  });
});

describe('recent strategy creation', () => {
  it('reports the first launch while it is fresh, and never again after a second', async () => {
    const { client } = await onboardedUser('basic');
    const none = RecentStrategyCreationResponse.parse((await client.call('GET', '/api/recent-strategy-creation')).body);
    expect(none).toEqual({ success: true, firstTimeCreation: false, strategy: null });

    const id = await launched(client);
    const first = RecentStrategyCreationResponse.parse((await client.call('GET', '/api/recent-strategy-creation')).body);
    expect(first).toEqual({ success: true, firstTimeCreation: true, strategy: { id, templateId: SPRINT, templateName: expect.any(String) } });

    const second = await launched(client);
    const later = RecentStrategyCreationResponse.parse((await client.call('GET', '/api/recent-strategy-creation')).body);
    expect(later).toMatchObject({ firstTimeCreation: false, strategy: { id: second } });
  });
});
