import type { Knex } from 'knex';
import { startTestSystem, TestClient, uniqueEmail, type TestSystem } from '@navia/gateway/test/support/test-system';

let sys: TestSystem;
let db: Knex;

beforeAll(async () => {
  sys = await startTestSystem({ services: ['identity', 'brand'] });
  db = sys.db();
});
afterAll(() => sys.stop());

const completion = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Bean There Café',
  website: 'https://bean.example',
  industry: 'Food, Beverage & Hospitality',
  businessStage: 'STAGE 2 - Build',
  northStarStatement: '',
  northStarData: { type_of_person: 'busy commuters', type_of_problem: 'short on time', product_or_service: 'pre-ordered coffee', benefit: 'they start the day calm' },
  ...overrides,
});

async function newUser(tag: string) {
  const client = new TestClient(sys.url);
  const { user } = await client.signUp(uniqueEmail(tag));
  return { client, userId: user.id as string };
}

const brandCount = async (userId: string) =>
  Number((await db.withSchema('brand').table('brands').where({ user_id: userId }).count<{ count: number }[]>('* as count'))[0].count);

it('creates the default brand with the onboarding fields and marks onboarding complete', async () => {
  const { client, userId } = await newUser('onb');
  const res = await client.call('POST', '/api/onboarding/complete', completion());
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: true, brandId: expect.any(String) });

  const me = await client.call('GET', '/api/auth/me');
  expect(me.body.user.publicMetadata.onboardingComplete).toBe(true);

  const brand = await client.call('GET', '/api/brand-data');
  expect(brand.status).toBe(200);
  expect(brand.body).toEqual({
    id: res.body.brandId,
    brandData: expect.objectContaining({
      companyName: 'Bean There Café',
      website: 'https://bean.example',
      industry: 'Food, Beverage & Hospitality',
      businessStage: 'STAGE 2 - Build',
      northStarData: completion().northStarData,
    }),
  });
  // Stored in the profile's lower-case form, shown in the screen's upper-case form.
  const row = await db.withSchema('brand').table('brands').where({ user_id: userId }).first();
  expect(row.data.businessStage).toBe('Stage 2 - Build');

  const brands = await client.call('GET', '/api/user-brands');
  expect(brands.body).toEqual({ brands: [{ id: res.body.brandId, companyName: 'Bean There Café', isDefault: true }] });
});

it('does not create a second brand when onboarding is completed again, even twice at once', async () => {
  const { client, userId } = await newUser('twice');
  const [a, b] = await Promise.all([
    client.call('POST', '/api/onboarding/complete', completion()),
    client.call('POST', '/api/onboarding/complete', completion({ companyName: 'Renamed Café' })),
  ]);
  expect([a.status, b.status]).toEqual([200, 200]);
  expect(a.body.brandId).toBe(b.body.brandId);
  const c = await client.call('POST', '/api/onboarding/complete', completion({ companyName: 'Final Name' }));
  expect(c.body.brandId).toBe(a.body.brandId);
  expect(await brandCount(userId)).toBe(1);
  expect((await client.call('GET', '/api/brand-data')).body.brandData.companyName).toBe('Final Name');
});

it.each([
  ['a missing company name', { companyName: undefined }, 'companyName'],
  ['a blank company name', { companyName: '   ' }, 'companyName'],
  ['a company name over 50 characters', { companyName: 'x'.repeat(51) }, 'companyName'],
  ['an unknown industry', { industry: 'Space Mining' }, 'industry'],
  ['a stage not offered in onboarding', { businessStage: 'STAGE 4 - Elevate' }, 'businessStage'],
  ['a website that is not a URL', { website: 'bean dot example' }, 'website'],
  ['a blank statement part', { northStarData: { ...completion().northStarData, benefit: '  ' } }, 'northStarData.benefit'],
  ['a statement part of the wrong type', { northStarData: { ...completion().northStarData, type_of_person: 42 } }, 'northStarData.type_of_person'],
])('refuses %s with 400 naming the field, and writes nothing', async (_label, patch, field) => {
  const { client, userId } = await newUser('bad');
  const res = await client.call('POST', '/api/onboarding/complete', completion(patch));
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ ok: false, error: 'validation_error', status: 400, field });
  expect(await brandCount(userId)).toBe(0);
  expect((await client.call('GET', '/api/auth/me')).body.user.publicMetadata.onboardingComplete).toBe(false);
});

it('answers 404 for brand data before onboarding, and for another user\'s brand id', async () => {
  const owner = await newUser('owner');
  const created = await owner.client.call('POST', '/api/onboarding/complete', completion());
  const stranger = await newUser('stranger');
  expect((await stranger.client.call('GET', '/api/brand-data')).status).toBe(404);
  const peek = await stranger.client.call('GET', `/api/brand-data/${created.body.brandId}`);
  expect(peek.status).toBe(404);
  expect(JSON.stringify(peek.body)).not.toContain('Bean There');
  expect((await stranger.client.call('GET', '/api/user-brands')).body).toEqual({ brands: [] });
  expect((await owner.client.call('GET', `/api/brand-data/${created.body.brandId}`)).body.id).toBe(created.body.brandId);
  expect((await owner.client.call('GET', '/api/brand-data/not-a-uuid')).status).toBe(400);
});

it('requires a signed-in user for every brand call', async () => {
  const anon = new TestClient(sys.url);
  for (const [method, path] of [['POST', '/api/onboarding/complete'], ['GET', '/api/brand-data'], ['GET', '/api/user-brands']] as const) {
    expect((await anon.call(method, path, method === 'POST' ? completion() : undefined)).status).toBe(401);
  }
});
