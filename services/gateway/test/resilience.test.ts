import { StrategiesResponse, TasksResponse, type Task } from '@navia/contracts';
import { startOwnRedis, type OwnRedis } from '@navia/service-kit/testing';
import { startProcessSystem, type ProcessSystem } from './support/process-system';
import { ONBOARDING, TestClient, uniqueEmail, type ApiAnswer } from './support/test-system';

// Issue 8 item 6: Redis stopped and restarted, and a service process killed, while requests and jobs are in flight.
// Six real processes (five services, the gateway) on real PostgreSQL and a redis-server of the test's own.
jest.setTimeout(180_000);

/** How long any answer may take while something is down: well under the gateway's own 30 s upstream timeout. */
const ANSWER_WITHIN_MS = 5000;
const SPRINT = { templateId: 'five-day-launch-sprint', changeValues: { obj0_kr1: '40', obj1_kr1: '12' }, selectedPercentages: { obj0_kr1: '25', obj1_kr1: '50' } };

let redis: OwnRedis;
let sys: ProcessSystem;

beforeAll(async () => {
  redis = await startOwnRedis();
  // Short worker locks so a job cut off mid-run is taken up again within seconds (BullMQ's default is 30 s).
  sys = await startProcessSystem(redis.url, { JOB_LOCK_SECONDS: '4', JOB_STALLED_CHECK_SECONDS: '2' });
});

afterAll(async () => {
  try {
    await sys?.stop();
  } finally {
    await redis?.close();
  }
});

interface Timed extends ApiAnswer {
  ms: number;
}

async function timed(client: TestClient, method: string, path: string, body?: unknown): Promise<Timed> {
  const started = Date.now();
  const res = await client.call(method, path, body);
  return { ...res, ms: Date.now() - started };
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined && ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached within ${ms / 1000} s (last: ${JSON.stringify(value)})\n${sys.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Waits until the chains have given `count` answers in all that pass `which`: the moments of an outage are set by
 * what the requests did, not by the clock, so a slow machine still kills Redis with writes in flight.
 */
async function answersSeen(seen: Timed[], count: number, which: (a: Timed) => boolean = () => true): Promise<void> {
  await until(async () => seen.filter(which).length, (n) => n >= count, `${count} answers from the write chains`);
}

async function userWithStrategy(tag: string) {
  const client = new TestClient(sys.url);
  await client.signUp(uniqueEmail(tag));
  expect((await client.call('POST', '/api/onboarding/complete', ONBOARDING)).status).toBe(200);
  // Grow allows several active strategies, so a second launch is refused only by what is down, not by the plan.
  const plan = await client.call('POST', '/api/billing/test-mode/plan', { plan: 'pro' });
  expect(plan.status).toBe(200);
  client.token = plan.body.accessToken;
  const launched = await client.call('POST', '/api/strategies/create-from-template', SPRINT);
  expect(launched.status).toBe(201);
  return { client, strategyId: launched.body.strategyId as string };
}

async function tasksOf(client: TestClient, strategyId: string): Promise<Task[]> {
  const res = await client.call('GET', '/api/tasks');
  if (res.status !== 200) throw new Error(`tasks: ${res.status}`);
  return TasksResponse.parse(res.body).tasks.filter((t) => t.strategyId === strategyId);
}

async function completedCount(client: TestClient, strategyId: string): Promise<number> {
  const res = await client.call('GET', '/api/strategies');
  if (res.status !== 200) throw new Error(`strategies: ${res.status}`);
  const strategy = StrategiesResponse.parse(res.body).strategies.find((s) => s.id === strategyId);
  if (!strategy) throw new Error('strategy not listed');
  return strategy.completedTasks;
}

/**
 * Toggles one task back and forth, one request at a time, until `stop()` says so, keeping the status of the last
 * acknowledged answer in `acknowledged`. Chains on different tasks run side by side, so requests are in flight at
 * every moment, and the last acknowledged status of each task is well defined.
 */
function toggleChain(
  client: TestClient,
  task: Task,
  acknowledged: Map<string, string>,
  stop: () => boolean,
  seen: Timed[],
  unanswered?: Map<string, string>,
): Promise<Timed[]> {
  return (async () => {
    const answers: Timed[] = [];
    let next = task.status === 'completed' ? 'pending' : 'completed';
    while (!stop()) {
      const res = await timed(client, 'PATCH', `/api/tasks/${task.id}/status`, { status: next });
      answers.push(res);
      seen.push(res);
      if (res.status === 200) {
        acknowledged.set(task.id, res.body.status);
        unanswered?.delete(task.id);
        next = res.body.status === 'completed' ? 'pending' : 'completed';
      } else {
        // Cut off before its answer: it may or may not have been stored (it was never acknowledged).
        unanswered?.set(task.id, next);
      }
    }
    return answers;
  })();
}

/** Every answer given while something was down: a success, or a 503 in the one error shape, and never slow. */
function expectAnsweredPromptly(answers: Timed[], allowed: number[]) {
  for (const a of answers) {
    expect(allowed).toContain(a.status);
    expect(a.ms).toBeLessThan(ANSWER_WITHIN_MS);
    if (a.status === 503) expect(a.body).toMatchObject({ ok: false, status: 503, error: 'service_unavailable', message: expect.stringMatching(/try again shortly/) });
  }
}

describe('Redis stopped and restarted mid-flight', () => {
  it('loses no acknowledged write, answers 503 rather than hanging where Redis is needed, and completes queued jobs after the restart', async () => {
    const { client, strategyId } = await userWithStrategy('redis-outage');
    const open = (await tasksOf(client, strategyId)).filter((t) => t.dependencyId === null);
    expect(open.length).toBeGreaterThanOrEqual(2);
    const [beforeOutage, other] = open;
    /** The last acknowledged status of each task: what must be stored at the end. */
    const acknowledged = new Map<string, string>();

    // 1. A job left waiting in Redis when it goes down: strategies' worker is stopped, so the event of this change
    //    stays queued (persisted by Redis' append-only file) until both are back.
    await sys.kill('strategies');
    const first = await timed(client, 'PATCH', `/api/tasks/${beforeOutage.id}/status`, { status: 'completed' });
    expect(first.status).toBe(200);
    acknowledged.set(beforeOutage.id, 'completed');

    // 2. Redis killed while writes are in flight, which go on for a while after.
    let stopping = false;
    const seen: Timed[] = [];
    const chains = [beforeOutage, other].map((t) => toggleChain(client, { ...t, status: acknowledged.get(t.id) === 'completed' ? 'completed' : t.status }, acknowledged, () => stopping, seen));
    await answersSeen(seen, 2);
    await redis.kill();
    const atKill = seen.length;
    await answersSeen(seen, atKill + 4);
    stopping = true;
    const inFlight = (await Promise.all(chains)).flat();
    // The tasks service is up: its writes keep being acknowledged, their events kept in its outbox.
    expectAnsweredPromptly(inFlight, [200]);

    // 3. While Redis is down: writes whose jobs go through the outbox are acknowledged, reads and sign-in (its
    //    throttle counts in memory meanwhile) work, and what needs a worker's answer now says so at once.
    const flip = acknowledged.get(other.id) === 'completed' ? 'pending' : 'completed';
    const flipped = await timed(client, 'PATCH', `/api/tasks/${other.id}/status`, { status: flip });
    expect(flipped.status).toBe(200);
    acknowledged.set(other.id, flip);
    const reads = await Promise.all([timed(client, 'GET', '/api/tasks'), timed(client, 'GET', '/api/user-brands'), timed(client, 'GET', '/api/dashboard/stats')]);
    expectAnsweredPromptly(reads, [200]);
    const analysis = await timed(client, 'POST', '/api/analyze-brand', { sources: { realContent: { websiteCopy: 'We roast coffee for commuters. '.repeat(20) } } });
    expectAnsweredPromptly([analysis], [503]);
    expect(analysis.body.message).toBe('Brand voice analysis is unavailable right now, try again shortly');
    const stillQueued = await sys.db().withSchema('tasks').table('job_outbox').count<{ count: string }[]>({ count: '*' });
    expect(Number(stillQueued[0].count)).toBeGreaterThan(0);

    // 4. Redis back (with what it had acknowledged), then the strategies worker, which starts on the backlog; Redis
    //    goes down once more while that backlog is being worked, so jobs are cut off mid-run too (they are taken up
    //    again once their worker's lock lapses).
    await redis.restart();
    await sys.restart('strategies');
    await redis.kill();
    await new Promise((r) => setTimeout(r, 1000));
    await redis.restart();

    // Every acknowledged change is stored, and the progress counted by the jobs matches it: the event queued before
    // the outage and the ones kept in the outbox during it were all performed.
    const expectedCompleted = [...acknowledged.values()].filter((s) => s === 'completed').length;
    await until(() => completedCount(client, strategyId), (n) => n === expectedCompleted, 'strategy progress after the restart');
    const stored = new Map((await tasksOf(client, strategyId)).map((t) => [t.id, t.status]));
    for (const [id, status] of acknowledged) expect(stored.get(id)).toBe(status);
    await until(
      async () => Number((await sys.db().withSchema('tasks').table('job_outbox').count<{ count: string }[]>({ count: '*' }))[0].count),
      (n) => n === 0,
      'outbox emptied',
    );
    // And Redis-backed work runs again.
    const back = acknowledged.get(other.id) === 'completed' ? 'pending' : 'completed';
    const after = await timed(client, 'PATCH', `/api/tasks/${other.id}/status`, { status: back });
    expect(after.status).toBe(200);
    await until(() => completedCount(client, strategyId), (n) => n === expectedCompleted + (back === 'completed' ? 1 : -1), 'progress of a change after the restart');
  });
});

describe('a service process killed mid-request behind the gateway', () => {
  it('answers 503 at once while it is down, loses no acknowledged write, leaves no half-made launch, and recovers', async () => {
    const { client, strategyId } = await userWithStrategy('service-kill');
    const open = (await tasksOf(client, strategyId)).filter((t) => t.dependencyId === null);
    const acknowledged = new Map<string, string>();
    const unanswered = new Map<string, string>();

    // Writes in flight at the tasks service when its process is killed.
    let stopping = false;
    const seen: Timed[] = [];
    const chains = open.map((t) => toggleChain(client, t, acknowledged, () => stopping, seen, unanswered));
    // Some writes acknowledged before the kill, then the kill, then answers from while it is down.
    await answersSeen(seen, 2, (a) => a.status === 200);
    await sys.kill('tasks');
    await answersSeen(seen, 2, (a) => a.status === 503);
    stopping = true;
    const answers = (await Promise.all(chains)).flat();
    expectAnsweredPromptly(answers, [200, 503]);

    // While it is down: its reads answer 503 at once, and a launch (which needs it) fails whole.
    expectAnsweredPromptly([await timed(client, 'GET', '/api/tasks')], [503]);
    const launch = await timed(client, 'POST', '/api/strategies/create-from-template', SPRINT);
    expect(launch.status).toBeGreaterThanOrEqual(500);
    expect(launch.ms).toBeLessThan(ANSWER_WITHIN_MS * 2);
    expect(launch.body).toMatchObject({ ok: false });

    await sys.restart('tasks');

    // Acknowledged writes are stored: each task shows what its last acknowledged answer said, or what the request
    // cut off after it asked for (committed before the kill, never acknowledged) — nothing else.
    const stored = new Map((await tasksOf(client, strategyId)).map((t) => [t.id, t.status]));
    for (const [id, status] of acknowledged) expect([status, unanswered.get(id) ?? status]).toContain(stored.get(id));
    // The failed launch left nothing: one strategy listed, no tasks of another, and no unfinished launch row once
    // its undo (queued while tasks was down) has run.
    const listed = StrategiesResponse.parse((await client.call('GET', '/api/strategies')).body).strategies;
    expect(listed.map((s) => s.id)).toEqual([strategyId]);
    expect((await client.call('GET', '/api/tasks')).body.tasks.every((t: Task) => t.strategyId === strategyId)).toBe(true);
    await until(
      async () => Number((await sys.db().withSchema('strategies').table('strategies').where({ status: 'launching' }).count<{ count: string }[]>({ count: '*' }))[0].count),
      (n) => n === 0,
      'the failed launch undone',
    );
    // Working again, progress included.
    const target = open[0];
    const now = stored.get(target.id) === 'completed' ? 'pending' : 'completed';
    expect((await client.call('PATCH', `/api/tasks/${target.id}/status`, { status: now })).status).toBe(200);
    stored.set(target.id, now);
    const completed = [...stored.values()].filter((s) => s === 'completed').length;
    await until(() => completedCount(client, strategyId), (n) => n === completed, 'progress after the restart');
  });
});

describe('an account deleted while a service is down (issue 19 item 3)', () => {
  it('is gone at once, and its data in that service is erased when the service is back', async () => {
    const { client } = await userWithStrategy('delete-while-down');
    const userId = (await client.call('GET', '/api/auth/me')).body.user.id as string;
    expect((await client.call('POST', '/api/files/new', { name: 'Mine', content: 'Text' })).status).toBe(201);
    const rows = async (schema: string, table: string) => Number((await sys.db().withSchema(schema).table(table).where({ user_id: userId }).count({ n: '*' }))[0].n);
    const saga = () => sys.db().withSchema('identity').table('account_deletions').where({ user_id: userId }).first();

    await sys.kill('content');
    const deleted = await client.call('DELETE', '/api/account', { password: 'a-long-password' });
    expect(deleted.status).toBe(202);
    expect((await client.call('GET', '/api/auth/me')).status).toBe(401);

    // The services that are up erase their part; content's step waits on the queue, its rows untouched.
    await until(saga, (s) => JSON.stringify(s?.pending) === '["content"]', 'the other services erased');
    expect(await rows('tasks', 'tasks')).toBe(0);
    expect(await rows('strategies', 'strategies')).toBe(0);
    expect(await rows('brand', 'brands')).toBe(0);
    expect(await rows('content', 'files')).toBe(1);

    await sys.restart('content');
    // The step's next retry after the restart: its backoff doubles from 1 s, so this waits up to a couple of minutes.
    await until(saga, (s) => Boolean(s?.completed_at), 'the deletion finished after the restart', 150_000);
    expect(await rows('content', 'files')).toBe(0);
  });
});
