import ICAL from 'ical.js';
import { addDays, RescheduleTaskResponse, todayIn, type Task } from '@navia/contracts';
import { onboardedClient, startTestSystem, type TestClient, type TestSystem } from '@navia/gateway/test/support/test-system';

jest.setTimeout(90_000);

let sys: TestSystem;
beforeAll(async () => {
  sys = await startTestSystem({ services: ['identity', 'brand', 'strategies', 'tasks'] });
});
afterAll(() => sys?.stop());

const SPRINT = {
  templateId: 'five-day-launch-sprint',
  changeValues: { obj0_kr1: '40', obj1_kr1: '12' },
  selectedPercentages: { obj0_kr1: '25', obj1_kr1: '50' },
};

let counter = 0;
/** A user with the 5-day sprint launched: its tasks, by title. */
async function sprintUser(goalDate?: string): Promise<{ client: TestClient; strategyId: string; tasks: Task[] }> {
  counter += 1;
  const { client } = await onboardedClient(sys, `reschedule-${counter}`, 'free');
  const launched = await client.call('POST', '/api/strategies/create-from-template', { ...SPRINT, ...(goalDate ? { goalDate } : {}) });
  expect(launched.status).toBe(201);
  const tasks = (await client.call('GET', '/api/tasks')).body.tasks as Task[];
  return { client, strategyId: launched.body.strategyId, tasks };
}

/** A task with a dated dependant, and that dependant's own dated dependants, from the sprint. */
function chain(tasks: Task[]): { root: Task; dependants: Task[] } {
  const byDependency = (id: string) => tasks.filter((t) => t.dependencyId === id && t.dueDate);
  const root = tasks.find((t) => t.dueDate && byDependency(t.id).length > 0);
  if (!root) throw new Error('the sprint has no dated dependency');
  const dependants: Task[] = [];
  let frontier = [root.id];
  while (frontier.length) {
    const next = frontier.flatMap(byDependency);
    dependants.push(...next);
    frontier = next.map((t) => t.id);
  }
  return { root, dependants };
}

const datesOf = async (client: TestClient) => Object.fromEntries(((await client.call('GET', '/api/tasks')).body.tasks as Task[]).map((t) => [t.id, t.dueDate]));

describe('rescheduling a task moves its open dependants with it (issue 17)', () => {
  it('a later move takes every open dependant along by as many days; an earlier move moves no one', async () => {
    const { client, tasks } = await sprintUser();
    const { root, dependants } = chain(tasks);
    const later = addDays(root.dueDate as string, 2);
    const res = await client.call('PATCH', `/api/tasks/${root.id}`, { dueDate: later });
    expect(res.status).toBe(200);
    const body = RescheduleTaskResponse.parse(res.body);
    expect(body.task).toMatchObject({ id: root.id, dueDate: later });
    expect(body.moved[0]).toEqual({ id: root.id, title: root.title, fromDate: root.dueDate, dueDate: later });
    expect(body.moved.slice(1).map((m) => m.id).sort()).toEqual(dependants.map((d) => d.id).sort());
    const after = await datesOf(client);
    for (const d of dependants) expect(after[d.id]).toBe(addDays(d.dueDate as string, 2));

    // Back one day: only the task itself moves.
    const earlier = await client.call('PATCH', `/api/tasks/${root.id}`, { dueDate: addDays(later, -1) });
    expect(earlier.body.moved.map((m: { id: string }) => m.id)).toEqual([root.id]);
    for (const d of dependants) expect((await datesOf(client))[d.id]).toBe(addDays(d.dueDate as string, 2));
  });

  it('refuses a day before the prerequisite’s, a completed task, bad input and another user’s task', async () => {
    const { client, tasks } = await sprintUser();
    const { root, dependants } = chain(tasks);
    const first = dependants[0];
    const before = await client.call('PATCH', `/api/tasks/${first.id}`, { dueDate: addDays(root.dueDate as string, -1) });
    expect(before.status).toBe(400);
    expect(before.body).toMatchObject({ field: 'dueDate', message: expect.stringContaining(`A task cannot be due before its prerequisite "${root.title}"`) });
    expect((await client.call('PATCH', `/api/tasks/${first.id}`, { dueDate: '2026-02-30' })).body).toMatchObject({ status: 400, field: 'dueDate' });
    expect((await client.call('PATCH', `/api/tasks/${first.id}`, {})).body).toMatchObject({ status: 400, field: 'dueDate' });

    expect((await client.call('PATCH', `/api/tasks/${root.id}/status`, { status: 'completed' })).status).toBe(200);
    const done = await client.call('PATCH', `/api/tasks/${root.id}`, { dueDate: addDays(root.dueDate as string, 5) });
    expect(done.status).toBe(409);
    expect(done.body).toMatchObject({ error: 'task_completed', message: 'Completed tasks keep their date', field: 'dueDate' });

    const other = await sprintUser();
    expect((await other.client.call('PATCH', `/api/tasks/${first.id}`, { dueDate: addDays(root.dueDate as string, 3) })).status).toBe(404);
    expect((await datesOf(client))[first.id]).toBe(first.dueDate);
  });

  it('says when moved tasks pass the strategy’s goal date, and leaves the goal date alone', async () => {
    const today = todayIn('UTC');
    const goal = addDays(today, 5);
    const { client, strategyId, tasks } = await sprintUser(goal);
    const { root } = chain(tasks);
    const res = await client.call('PATCH', `/api/tasks/${root.id}`, { dueDate: addDays(goal, 3) });
    expect(res.body.atRisk).toMatchObject({ strategyId, goalDate: goal });
    expect(res.body.atRisk.latestDueDate > goal).toBe(true);
    const details = await client.call('GET', `/api/strategies/${strategyId}/details`);
    expect(details.body.strategy.deadline.slice(0, 10)).toBe(goal);
  });

  it('completing a task after its day moves its open dependants by the days it was late', async () => {
    const { client, tasks } = await sprintUser();
    const { root, dependants } = chain(tasks);
    // Due three days ago (moved earlier: dependants stay), then completed today.
    const today = todayIn('UTC');
    await sys.db().withSchema('tasks').table('tasks').where({ id: root.id }).update({ due_date: addDays(today, -3) });
    const before = await datesOf(client);
    expect((await client.call('PATCH', `/api/tasks/${root.id}/status`, { status: 'completed' })).status).toBe(200);
    const after = await datesOf(client);
    for (const d of dependants) expect(after[d.id]).toBe(addDays(before[d.id] as string, 3));
  });
});

describe('the ICS feed (issue 17)', () => {
  it('serves the open dated tasks as all-day events at a secret address, follows moves, drops completed tasks, and rotates', async () => {
    const { client, tasks } = await sprintUser();
    const feed = await client.call('GET', '/api/calendar/feed');
    expect(feed.status).toBe(200);
    expect(feed.body.path).toMatch(/^\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.body.url).toBe(`${sys.url}${feed.body.path}`);
    expect((await client.call('GET', '/api/calendar/feed')).body).toEqual(feed.body);

    const read = async (path: string) => {
      const res = await fetch(`${sys.url}${path}`);
      return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
    };
    const parse = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

    const first = await read(feed.body.path);
    expect(first.status).toBe(200);
    expect(first.type).toBe('text/calendar; charset=utf-8');
    const dated = tasks.filter((t) => t.dueDate && t.status !== 'completed');
    let events = parse(first.text);
    expect(events.map((e) => e.uid).sort()).toEqual(dated.map((t) => `task-${t.id}@navia`).sort());
    const { root } = chain(tasks);
    const rootEvent = events.find((e) => e.uid === `task-${root.id}@navia`) as ICAL.Event;
    expect(rootEvent.summary).toBe(root.title);
    expect(rootEvent.startDate.isDate).toBe(true);
    expect(rootEvent.startDate.toString()).toBe(root.dueDate);
    expect(rootEvent.sequence).toBe(0);
    expect(rootEvent.description).toContain(`Strategy: ${root.strategy}`);

    // A move raises the event's SEQUENCE and its date; a completed task leaves the feed.
    const moved = addDays(root.dueDate as string, 1);
    await client.call('PATCH', `/api/tasks/${root.id}`, { dueDate: moved });
    events = parse((await read(feed.body.path)).text);
    const again = events.find((e) => e.uid === `task-${root.id}@navia`) as ICAL.Event;
    expect(again.sequence).toBe(1);
    expect(again.startDate.toString()).toBe(moved);
    await client.call('PATCH', `/api/tasks/${root.id}/status`, { status: 'completed' });
    expect(parse((await read(feed.body.path)).text).some((e) => e.uid === `task-${root.id}@navia`)).toBe(false);

    // Rotating: a new address; the old one answers 404 from then on, as does a made-up one.
    const rotated = await client.call('POST', '/api/calendar/feed/rotate');
    expect(rotated.status).toBe(200);
    expect(rotated.body.path).not.toBe(feed.body.path);
    expect((await read(feed.body.path)).status).toBe(404);
    expect((await read(rotated.body.path)).status).toBe(200);
    expect((await read('/ical/not-a-real-secret-at-all-000000.ics')).status).toBe(404);
    expect((await client.call('GET', '/api/calendar/feed')).body).toEqual(rotated.body);
  });

  it('needs a sign-in for the address, and gives each user their own', async () => {
    const anonymous = await fetch(`${sys.url}/api/calendar/feed`);
    expect(anonymous.status).toBe(401);
    const a = await sprintUser();
    const b = await sprintUser();
    expect((await a.client.call('GET', '/api/calendar/feed')).body.path).not.toBe((await b.client.call('GET', '/api/calendar/feed')).body.path);
  });
});
