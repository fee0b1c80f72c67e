import { randomUUID } from 'node:crypto';
import { SERVICE_TOKEN_HEADER } from '@navia/contracts';
import { BRAND_PROFILE, createTasks, onboardedClient, saveBrandProfile, startTestSystem, type TestSystem } from './content.support';

jest.setTimeout(60_000);

let sys: TestSystem;
beforeAll(async () => {
  // Every service: content calls all four others.
  sys = await startTestSystem({ env: { SERVICE_ROLE: 'api' } });
});
afterAll(() => sys?.stop());

async function internal(service: 'brand' | 'tasks' | 'strategies', method: string, path: string, body?: unknown, token = sys.config.secrets.serviceToken) {
  const res = await fetch(`${sys.gateway.serviceUrls[service]}${path}`, {
    method,
    headers: { [SERVICE_TOKEN_HEADER]: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('the internal calls the content service makes', () => {
  it('brand: GET /internal/users/{u}/brand-data answers the presented record of the default or a given brand', async () => {
    const { client, userId, brandId } = await onboardedClient(sys, 'brand-data');
    await saveBrandProfile(client);
    const res = await internal('brand', 'GET', `/internal/users/${userId}/brand-data`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(brandId);
    expect(res.body.brandData).toMatchObject({
      companyName: BRAND_PROFILE.companyName,
      brandPersonality: { traits: ['Playful', 'Warm'] },
      emojiPreferences: { style: 'playful-vibrant', customEmojis: '☕' },
      personas: { users: [expect.objectContaining({ name: 'Commuter Chris', mainFrustration: 'Waiting in long lines before work' })] },
      offerings: [expect.objectContaining({ name: 'Morning Pass', price: '29' })],
    });
    expect(res.body).toEqual((await client.call('GET', '/api/brand-data')).body);
    expect((await internal('brand', 'GET', `/internal/users/${userId}/brand-data?brandId=${brandId}`)).body.id).toBe(brandId);
    const other = await onboardedClient(sys, 'brand-data-other');
    expect((await internal('brand', 'GET', `/internal/users/${other.userId}/brand-data?brandId=${brandId}`)).status).toBe(404);
    expect((await internal('brand', 'GET', `/internal/users/${userId}/brand-data`, undefined, 'not-the-service-token')).status).toBe(401);
  });

  it('tasks: reads a user’s task with its brand; there is no call that marks it processing (that travels by event)', async () => {
    const { userId, brandId } = await onboardedClient(sys, 'task-internal');
    const [taskId] = await createTasks(sys, userId, brandId, [{ title: 'Post the menu' }]);
    const read = await internal('tasks', 'GET', `/internal/users/${userId}/tasks/${taskId}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ userId, brandId, task: { id: taskId, title: 'Post the menu', formatId: 'instagram-caption', actionType: 'ai_writer', processingStatus: null } });
    expect((await internal('tasks', 'POST', `/internal/users/${userId}/tasks/${taskId}/processing`, { processingStatus: 'processing' })).status).toBe(404);
    const stranger = randomUUID();
    expect((await internal('tasks', 'GET', `/internal/users/${stranger}/tasks/${taskId}`)).status).toBe(404);
  });

  it('strategies: answers a user’s strategy details and 404 for anyone else’s', async () => {
    const { client, userId } = await onboardedClient(sys, 'strategy-internal');
    await saveBrandProfile(client);
    const launch = await client.call('POST', '/api/strategies/create-from-template', {
      templateId: 'five-day-launch-sprint',
      changeValues: { obj0_kr1: '40', obj1_kr1: '12' },
      selectedPercentages: { obj0_kr1: '25', obj1_kr1: '50' },
      targetPersonaId: 'p-commuter',
      targetOfferId: 'o-pass',
    });
    expect(launch.status).toBe(201);
    const id = launch.body.strategyId;
    const details = await internal('strategies', 'GET', `/internal/users/${userId}/strategies/${id}`);
    expect(details.status).toBe(200);
    expect(details.body).toEqual((await client.call('GET', `/api/strategies/${id}/details`)).body);
    expect(details.body).toMatchObject({ strategy: { id }, selectedPersona: { name: 'Commuter Chris' }, selectedOffering: { name: 'Morning Pass' } });
    const other = await onboardedClient(sys, 'strategy-internal-other');
    expect((await internal('strategies', 'GET', `/internal/users/${other.userId}/strategies/${id}`)).status).toBe(404);
    expect((await internal('strategies', 'GET', `/internal/users/${userId}/strategies/${randomUUID()}`)).status).toBe(404);
  });
});
