import { StrategyTemplatesResponse } from '@navia/contracts';
import { startTestSystem, TestClient, uniqueEmail, type TestSystem } from '@navia/gateway/test/support/test-system';
import { loadTemplates } from '../src/templates/load-templates';

let sys: TestSystem;

beforeAll(async () => {
  sys = await startTestSystem({ services: ['identity', 'strategies'] });
});
afterAll(() => sys.stop());

async function userOnPlan(plan: string) {
  const client = new TestClient(sys.url);
  await client.signUp(uniqueEmail(`templates-${plan}`));
  if (plan !== 'free') {
    const res = await client.call('POST', '/api/billing/test-mode/plan', { plan });
    expect(res.status).toBe(200);
    // The plan is a claim of the access token: the switch answers a new one.
    client.token = res.body.accessToken;
  }
  return client;
}

it('seeds the whole library by migration', async () => {
  const rows = await sys.db().withSchema('strategies').table('strategy_templates').count<{ count: string }[]>('* as count');
  expect(Number(rows[0].count)).toBe(loadTemplates().length);
});

it('locks the tiers a plan does not include and names the plan each needs', async () => {
  const free = await userOnPlan('free');
  const res = await free.call('GET', '/api/strategy-templates');
  expect(res.status).toBe(200);
  const { templates } = StrategyTemplatesResponse.parse(res.body);
  for (const t of templates) {
    expect(t.requiredPlan).toBe({ explore: 'starter', build: 'basic', grow: 'pro' }[t.accessTier]);
    // The free plan includes the Explore templates only (docs/architecture.md "Plans").
    expect(t.isLocked).toBe(t.accessTier !== 'explore');
  }
  // Explore first, then Build, then Grow.
  const tiers = templates.map((t) => t.accessTier);
  expect(tiers).toEqual([...tiers].sort((a, b) => ['explore', 'build', 'grow'].indexOf(a) - ['explore', 'build', 'grow'].indexOf(b)));

  const basic = await userOnPlan('basic');
  const basicView = StrategyTemplatesResponse.parse((await basic.call('GET', '/api/strategy-templates')).body).templates;
  expect(basicView.filter((t) => t.isLocked).map((t) => t.accessTier)).toEqual(basicView.filter((t) => t.accessTier === 'grow').map(() => 'grow'));

  const pro = await userOnPlan('pro');
  expect(StrategyTemplatesResponse.parse((await pro.call('GET', '/api/strategy-templates')).body).templates.every((t) => !t.isLocked)).toBe(true);
});

it('needs a signed-in user', async () => {
  const res = await fetch(`${sys.url}/api/strategy-templates`);
  expect(res.status).toBe(401);
});
