import { ErrorBody, PLANS, PLAN_KEYS, StrategyDetailsResponse, TasksResponse, WRITE_CEILING, type PlanKey } from '@navia/contracts';
import { AI_RATE_MESSAGE, WRITE_CEILING_MESSAGE } from '../src/lib/plan-rate-limit';
import { ONBOARDING, TestClient, onboardedClient, startTestSystem, uniqueEmail, type ApiAnswer, type TestSystem } from './support/test-system';

// Issue 14 item 5: rate limits protect the service without refusing people. The production figures (WRITE_CEILING,
// PLANS[plan].limits.rate) with PLAN_RATE_LIMITS on, counted in Redis as in production.
jest.setTimeout(120_000);

let sys: TestSystem;

beforeAll(async () => {
  sys = await startTestSystem({ env: { PLAN_RATE_LIMITS: 'on' } });
});

afterAll(async () => {
  await sys?.stop();
});

const SPRINT = { templateId: 'five-day-launch-sprint', changeValues: { obj0_kr1: '40', obj1_kr1: '12' }, selectedPercentages: { obj0_kr1: '25', obj1_kr1: '50' } };

interface Sent {
  call: string;
  res: ApiAnswer;
}

/** Sends one write of the journey and keeps its answer, named for the failure message. */
async function write(sent: Sent[], client: TestClient, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
  const res = await client.call(method, path, body);
  sent.push({ call: `${method} ${path}`, res });
  return res;
}

/**
 * A new person's first day in the UI, as the writes the screens send: sign-up, onboarding, the timezone call, a save
 * of each Brand HQ block (and a second pass over them), a launch, ticking tasks off (and one back on), three
 * keystrokes of "120" into a key result, a draft file saved twice. Sent back to back: the counters only refill with
 * time, so what passes in seconds passes at human speed over minutes too.
 */
async function firstDay(plan: PlanKey): Promise<Sent[]> {
  const sent: Sent[] = [];
  const client = new TestClient(sys.url);
  await client.signUp(uniqueEmail(`journey-${plan}`));
  const onboarded = await write(sent, client, 'POST', '/api/onboarding/complete', ONBOARDING);
  const brandId = onboarded.body.brandId as string;
  if (plan !== 'free') {
    const switched = await write(sent, client, 'POST', '/api/billing/test-mode/plan', { plan });
    client.token = switched.body.accessToken;
  }
  const timezone = { timezoneMetadata: { timezone: 'Europe/Paris', lastDetected: new Date().toISOString(), isAutoDetected: true } };
  await write(sent, client, 'POST', '/api/user/timezone', timezone);

  // Brand HQ: the six blocks of Who You Are / Your Brand Feel, each saved, then each edited once more.
  const blocks = [
    { companyName: 'Bean There Café', website: 'https://bean.example' },
    { companyStory: 'Two friends and a van.' },
    { companyMission: 'Calm mornings.', companyVision: 'A café on every commute.' },
    { businessStage: 'STAGE 1 - Launch' },
    { brandPersonality: { traits: ['Warm', 'Witty'] } },
    { realContent: { socialMedia: 'Morning! Your usual is ready.' } },
  ];
  for (const _round of [1, 2]) {
    for (const brandData of blocks) await write(sent, client, 'POST', '/api/brand-data', { brandId, brandData });
  }

  const launched = await write(sent, client, 'POST', '/api/strategies/create-from-template', SPRINT);
  const strategyId = launched.body.strategyId as string;

  // Ticking tasks off: the open ones without a prerequisite, then one un-ticked and ticked again.
  const tasks = TasksResponse.parse((await client.call('GET', '/api/tasks')).body).tasks.filter((t) => t.strategyId === strategyId);
  const free = tasks.filter((t) => t.dependencyId === null).slice(0, 3);
  for (const task of free) await write(sent, client, 'PATCH', `/api/tasks/${task.id}/status`, { status: 'completed' });
  await write(sent, client, 'PATCH', `/api/tasks/${free[0].id}/status`, { status: 'pending' });
  await write(sent, client, 'PATCH', `/api/tasks/${free[0].id}/status`, { status: 'completed' });

  // Typing "120" into a change key result: one PATCH per keystroke, as the spec sends every edit (the client now
  // coalesces them, but an older client or a slow typist still sends each).
  const details = StrategyDetailsResponse.parse((await client.call('GET', `/api/strategies/${strategyId}/details`)).body);
  const change = details.objectives.flatMap((o) => o.keyResults).find((kr) => kr.targetType === 'change');
  for (const currentValue of [1, 12, 120]) await write(sent, client, 'PATCH', `/api/key-results/${change?.id}`, { currentValue });

  // A draft in the writing workspace, saved twice, and a copy.
  const file = await write(sent, client, 'POST', '/api/files/new', { brandId, name: 'First post' });
  const fileId = file.body.file.id as string;
  await write(sent, client, 'PATCH', `/api/files/${fileId}/save-approved`, { content: 'Morning! Your usual is ready.' });
  await write(sent, client, 'PATCH', `/api/files/${fileId}/save-approved`, { content: 'Morning! Your usual is ready at 7.' });
  await write(sent, client, 'POST', `/api/files/${fileId}/copy`);

  // The rest of the day's edits: a brand block saved a few more times while rewording it.
  for (let i = 0; i < 14; i++) await write(sent, client, 'POST', '/api/brand-data', { brandId, brandData: { companyStory: `Two friends and a van, take ${i}.` } });
  return sent;
}

describe('a first day at human speed', () => {
  it.each(PLAN_KEYS)('meets no 429 on the %s plan, and every write is stored', async (plan) => {
    const sent = await firstDay(plan);
    expect(sent.length).toBeGreaterThanOrEqual(40);
    // Within one window of the ceiling: the journey proves the production figure, not a relaxed one.
    expect(sent.length).toBeLessThan(WRITE_CEILING.perMinute);
    const refused = sent.filter((s) => s.res.status >= 300).map((s) => `${s.call} → ${s.res.status} ${JSON.stringify(s.res.body)}`);
    expect(refused).toEqual([]);
  });
});

describe('a scripted flood', () => {
  it('is refused with 429 and Retry-After once past the write ceiling; reads and other users are unaffected', async () => {
    const a = await onboardedClient(sys, 'flood-a');
    const b = await onboardedClient(sys, 'flood-b');
    const timezone = { timezoneMetadata: { timezone: 'Europe/Paris', lastDetected: new Date().toISOString(), isAutoDetected: true } };
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 120 }, () => a.client.call('POST', '/api/user/timezone', timezone)));
    expect(Date.now() - started).toBeLessThan(60_000);

    const passed = answers.filter((r) => r.status !== 429);
    const limited = answers.filter((r) => r.status === 429);
    // The onboarding call already spent one write of the minute.
    expect(passed.length).toBe(WRITE_CEILING.perMinute - 1);
    expect(passed.every((r) => r.status === 200)).toBe(true);
    expect(limited.length).toBe(120 - passed.length);
    const first = limited[0];
    expect(ErrorBody.safeParse(first.body).success).toBe(true);
    expect(first.body).toMatchObject({ ok: false, error: 'too_many_requests', status: 429, message: WRITE_CEILING_MESSAGE });
    const retryAfter = Number(first.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    expect((await a.client.call('GET', '/api/auth/me')).status).toBe(200);
    expect((await b.client.call('POST', '/api/user/timezone', timezone)).status).toBe(200);
  });
});

describe('AI generations', () => {
  // An empty body is refused by the service (400) after the gateway counted the call: the count is the gateway's,
  // whatever the service answers, and no AI work is started by the test.
  const aiCalls = (taskId: string) => [
    ['POST', '/api/mindstudio/execute-writing'],
    ['POST', `/api/tasks/${taskId}/execute`],
    ['POST', '/api/analyze-brand'],
  ] as const;

  it.each(['free', 'starter'] as const)('are refused past the %s plan\'s burst with 429 and Retry-After, while ordinary writes go on', async (plan) => {
    const { client } = await onboardedClient(sys, `ai-${plan}`, plan);
    const { burst } = PLANS[plan].limits.rate;
    const calls = aiCalls('8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11');
    const statuses: number[] = [];
    for (let i = 0; i < burst; i++) {
      const [method, path] = calls[i % calls.length];
      statuses.push((await client.call(method, path, {})).status);
    }
    expect(statuses.filter((s) => s === 429)).toEqual([]);

    for (const [method, path] of calls) {
      const res = await client.call(method, path, {});
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ error: 'too_many_requests', message: AI_RATE_MESSAGE });
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // The plan's rate governs AI calls only: saving and reading still work.
    const timezone = { timezoneMetadata: { timezone: 'Europe/Paris', lastDetected: new Date().toISOString(), isAutoDetected: true } };
    expect((await client.call('POST', '/api/user/timezone', timezone)).status).toBe(200);
    expect((await client.call('GET', '/api/mindstudio/workers')).status).not.toBe(429);
  });

  it('are not limited by plan on the unlimited enterprise plan (only the shared ceiling applies)', async () => {
    const { client } = await onboardedClient(sys, 'ai-enterprise', 'enterprise');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await client.call('POST', '/api/mindstudio/execute-writing', {})).status);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
  });
});
