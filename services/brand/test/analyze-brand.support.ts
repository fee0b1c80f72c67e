import { startTestSystem, TestClient, uniqueEmail, type TestSystem } from '@navia/gateway/test/support/test-system';
import { pollUntil } from '../src/voice/poll-until';

export { startTestSystem, TestClient, type TestSystem };

/** A signed-up user who finished onboarding, so they have a default brand. */
export async function userWithBrand(sys: TestSystem, tag: string, companyName = 'Bean There Café') {
  const client = new TestClient(sys.url);
  const { user } = await client.signUp(uniqueEmail(tag));
  const done = await client.call('POST', '/api/onboarding/complete', {
    companyName,
    website: 'https://bean.example',
    industry: 'Food, Beverage & Hospitality',
    businessStage: 'STAGE 2 - Build',
    northStarData: { type_of_person: 'commuters', type_of_problem: 'no time', product_or_service: 'coffee', benefit: 'calm mornings' },
  });
  if (done.status !== 200) throw new Error(`onboarding failed: ${done.status} ${JSON.stringify(done.body)}`);
  return { client, userId: user.id as string, brandId: done.body.brandId as string };
}

export function analysesOf(sys: TestSystem, userId: string) {
  return sys.db().withSchema('brand').table('analyses').where({ user_id: userId }).orderBy('created_at', 'asc');
}

/** Waits for a job that outlived its request to record an outcome. */
export async function finishedAnalysis(sys: TestSystem, id: string, timeoutMs = 10_000) {
  return pollUntil(
    async () => {
      const row = await sys.db().withSchema('brand').table('analyses').where({ id }).first();
      return row && ['completed', 'failed'].includes(row.status) ? row : undefined;
    },
    { timeoutMs, maxDelayMs: 100 },
  );
}
