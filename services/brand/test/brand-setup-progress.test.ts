import type { Knex } from 'knex';
import { SERVICE_TOKEN_HEADER } from '@navia/contracts';
import { onboardedClient, startTestSystem, TestClient, uniqueEmail, type TestSystem } from '@navia/gateway/test/support/test-system';

let sys: TestSystem;
let db: Knex;

beforeAll(async () => {
  sys = await startTestSystem({ services: ['identity', 'brand'] });
  db = sys.db();
});
afterAll(() => sys.stop());

const onboardedUser = (tag: string) => onboardedClient(sys, tag);

/** Fills brand fields the way a save would leave them (the brand-data call has its own tests). */
async function fill(brandId: string, patch: Record<string, unknown>) {
  const row = await db.withSchema('brand').table('brands').where({ id: brandId }).first();
  await db.withSchema('brand').table('brands').where({ id: brandId }).update({ data: JSON.stringify({ ...row.data, ...patch }) });
}

const firstStrategy = (userId: string, brandId: string, token = sys.config.secrets.serviceToken) =>
  fetch(`${sys.gateway.serviceUrls.brand}/internal/users/${userId}/brands/${brandId}/first-strategy`, {
    method: 'POST',
    headers: { [SERVICE_TOKEN_HEADER]: token },
  });

it('moves through the steps as fields fill in, reports first completion once, and ends with the strategy step', async () => {
  const { client, userId, brandId } = await newProgressUser();
  const progress = async (query = '') => (await client.call('GET', `/api/brand-setup-progress${query}`)).body;

  let body = await progress();
  expect(body).toMatchObject({ success: true, brandName: 'Bean There Café' });
  expect(body.progress.summary).toEqual({ completed: 1, total: 6, percentage: 16 });
  expect(body.progress.steps.at(-1)).toMatchObject({ title: 'Create Your First Strategy', locked: true, completed: false, navigationPath: '/strategies' });
  expect(body.progress.steps[1].targetField).toEqual(['companyStory', 'companyMission', 'companyVision']);

  await fill(brandId, { companyStory: 'Two friends and a van', companyMission: 'Calm mornings', companyVision: 'A café on every corner' });
  expect((await progress()).progress.summary.completed).toBe(2);

  await fill(brandId, {
    offerings: [{ id: '1', name: 'Latte', description: 'Oat latte', price: '4.50', currency: 'USD', keyValue: 'Made to order', offerUrl: '', story: '' }],
    personas: { users: [{ id: '1', name: 'Kim', age: '25-34', occupation: 'Nurse', mainFrustration: 'Queues', mainNeed: 'Speed', obstacles: 'Shifts', triedBefore: 'Chains' }] },
  });
  expect((await progress('?excludeStrategyStep=true')).progress.summary).toEqual({ completed: 4, total: 5, percentage: 80 });

  await fill(brandId, {
    brandPersonality: { traits: ['warm'] }, toneOfVoice: { traits: ['friendly'] }, languageStyle: { traits: ['casual'] },
    emojiPreferences: { style: 'playful-vibrant', customEmojis: '☕' },
  });
  body = await progress('?excludeStrategyStep=true');
  expect(body.progress.summary).toEqual({ completed: 5, total: 5, percentage: 100 });
  expect(body.progress.firstTimeCompletion).toBe(true);
  body = await progress();
  expect(body.progress.firstTimeCompletion).toBe(false);
  expect(body.progress.summary.percentage).toBe(83);
  expect(body.progress.steps.at(-1)).toMatchObject({ locked: false, completed: false });

  // The strategies service reports the first strategy; telling it twice is harmless.
  expect(await (await firstStrategy(userId, brandId)).json()).toEqual({ recorded: true });
  expect(await (await firstStrategy(userId, brandId)).json()).toEqual({ recorded: false });
  body = await progress();
  expect(body.progress.summary).toEqual({ completed: 6, total: 6, percentage: 100 });
});

it("answers 404 for another user's brand, and the internal call needs the service token and the owner", async () => {
  const ann = await newProgressUser();
  const bob = await newProgressUser();
  const res = await bob.client.call('GET', `/api/brand-setup-progress?brandId=${ann.brandId}`);
  expect(res.status).toBe(404);
  expect((await bob.client.call('GET', '/api/brand-setup-progress?brandId=nope')).status).toBe(400);

  expect((await firstStrategy(bob.userId, ann.brandId)).status).toBe(404);
  expect((await firstStrategy(ann.userId, ann.brandId, 'wrong-token')).status).toBe(401);
  // The gateway never routes /internal: outside /api it serves only the web app, which takes no POST.
  expect((await fetch(`${sys.url}/internal/users/${ann.userId}/brands/${ann.brandId}/first-strategy`, { method: 'POST' })).status).toBe(405);
});

it('answers 404 before onboarding (no brand yet)', async () => {
  const client = new TestClient(sys.url);
  await client.signUp(uniqueEmail('no-brand'));
  expect((await client.call('GET', '/api/brand-setup-progress')).status).toBe(404);
});

let counter = 0;
function newProgressUser() {
  counter += 1;
  return onboardedUser(`progress-${counter}`);
}
