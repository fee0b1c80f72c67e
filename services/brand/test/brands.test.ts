import type { Knex } from 'knex';
import { BrandSummary, type PlanKey } from '@navia/contracts';
import { startTestSystem, TestClient, uniqueEmail, type TestSystem } from '@navia/gateway/test/support/test-system';

let sys: TestSystem;
let db: Knex;

beforeAll(async () => {
  sys = await startTestSystem({ services: ['identity', 'brand'] });
  db = sys.db();
});
afterAll(() => sys.stop());

async function userOn(plan: PlanKey, tag: string = plan) {
  const client = new TestClient(sys.url);
  const { user } = await client.signUp(uniqueEmail(tag));
  if (plan !== 'free') {
    const switched = await client.call('POST', '/api/billing/test-mode/plan', { plan });
    client.token = switched.body.accessToken;
  }
  return { client, userId: user.id as string };
}

const brandCount = async (userId: string) =>
  Number((await db.withSchema('brand').table('brands').where({ user_id: userId }).count<{ count: number }[]>('* as count'))[0].count);

describe('POST /api/user-brands', () => {
  it('creates a first brand on any plan, as the default one, with a blank record', async () => {
    const { client } = await userOn('free');
    const res = await client.call('POST', '/api/user-brands', { companyName: '  First Co  ' });
    expect(res.status).toBe(201);
    expect(BrandSummary.safeParse(res.body).success).toBe(true);
    expect(res.body).toEqual({ id: expect.any(String), companyName: 'First Co', isDefault: true });
    const data = await client.call('GET', '/api/brand-data');
    expect(data.body).toMatchObject({ id: res.body.id, brandData: { companyName: 'First Co', offerings: [], personas: { users: [] }, businessStage: '' } });
  });

  it.each<[PlanKey, string]>([
    ['free', 'Free'],
    ['starter', 'Explore'],
    ['basic', 'Build'],
  ])('refuses a second brand on %s (no multipleProfiles) with plan_limit_reached', async (plan, planName) => {
    const { client, userId } = await userOn(plan);
    expect((await client.call('POST', '/api/user-brands', { companyName: 'One' })).status).toBe(201);
    const res = await client.call('POST', '/api/user-brands', { companyName: 'Two' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ ok: false, error: 'plan_limit_reached', status: 403, message: `Your ${planName} plan allows 1 brand profile. Upgrade to add more.` });
    expect(await brandCount(userId)).toBe(1);
  });

  it.each<PlanKey>(['pro', 'enterprise'])('lets %s (multipleProfiles) add more brands, none of them default', async (plan) => {
    const { client } = await userOn(plan);
    const first = await client.call('POST', '/api/user-brands', { companyName: 'One' });
    const second = await client.call('POST', '/api/user-brands', { companyName: 'Two' });
    const third = await client.call('POST', '/api/user-brands', { companyName: 'Three' });
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(second.body.isDefault).toBe(false);
    const list = await client.call('GET', '/api/user-brands');
    expect(list.body.brands.map((b: { companyName: string; isDefault: boolean }) => [b.companyName, b.isDefault])).toEqual([
      ['One', true],
      ['Two', false],
      ['Three', false],
    ]);
    // Each brand has its own record; GET without an id is the default one.
    expect((await client.call('GET', `/api/brand-data/${third.body.id}`)).body.brandData.companyName).toBe('Three');
    expect((await client.call('GET', '/api/brand-data')).body.id).toBe(first.body.id);
  });

  it('keeps onboarding on the default brand when other brands exist', async () => {
    const { client, userId } = await userOn('pro', 'onb');
    const first = await client.call('POST', '/api/user-brands', { companyName: 'One' });
    await client.call('POST', '/api/user-brands', { companyName: 'Two' });
    const done = await client.call('POST', '/api/onboarding/complete', {
      companyName: 'Onboarded',
      website: '',
      industry: 'Technology',
      businessStage: 'STAGE 1 - Launch',
      northStarData: { type_of_person: 'a', type_of_problem: 'b', product_or_service: 'c', benefit: 'd' },
    });
    expect(done.body.brandId).toBe(first.body.id);
    expect(await brandCount(userId)).toBe(2);
  });

  it('creates one default brand when two first brands are asked for at once on a single-brand plan', async () => {
    const { client, userId } = await userOn('free', 'race');
    const results = await Promise.all([
      client.call('POST', '/api/user-brands', { companyName: 'A' }),
      client.call('POST', '/api/user-brands', { companyName: 'B' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
    expect(await brandCount(userId)).toBe(1);
  });

  it.each<[string, unknown]>([
    ['a missing company name', {}],
    ['a blank company name', { companyName: '  ' }],
    ['a company name over 50 characters', { companyName: 'x'.repeat(51) }],
  ])('refuses %s with 400 naming companyName', async (_what, body) => {
    const { client, userId } = await userOn('pro', 'bad');
    const res = await client.call('POST', '/api/user-brands', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_error', field: 'companyName' });
    expect(await brandCount(userId)).toBe(0);
  });

  it('requires a signed-in user', async () => {
    expect((await new TestClient(sys.url).call('POST', '/api/user-brands', { companyName: 'X' })).status).toBe(401);
  });
});
