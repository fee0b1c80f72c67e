import { fakeService } from './support/fake-service';
import { listen, type StartedServer } from '@navia/service-kit';
import { startTestSystem, TestClient, uniqueEmail, type TestSystem } from './support/test-system';

jest.setTimeout(60_000);

/** The schemas in the system's database that belong to a service (each service migrates one of its own name). */
async function serviceSchemas(sys: TestSystem): Promise<string[]> {
  const rows = await sys.db().raw("select schema_name from information_schema.schemata where schema_name in ('identity', 'brand', 'strategies', 'tasks', 'content') order by 1");
  return rows.rows.map((r: { schema_name: string }) => r.schema_name);
}

describe('an embedded gateway running some of the services (what a service test boots)', () => {
  let sys: TestSystem;
  let content: StartedServer;
  let seen: ReturnType<typeof fakeService>['seen'];

  beforeAll(async () => {
    // Content runs apart (a fake on its URL); brand and tasks are neither run nor given an address.
    const fake = fakeService('content');
    seen = fake.seen;
    content = await listen(fake.app.callback(), 0, '127.0.0.1');
    sys = await startTestSystem({ services: ['identity', 'strategies'], env: { CONTENT_SERVICE_URL: content.url } });
  });
  afterAll(async () => {
    await sys?.stop();
    await content?.close();
  });

  it('migrates and listens for only the services it runs', async () => {
    expect(await serviceSchemas(sys)).toEqual(['identity', 'strategies']);
    expect(Object.keys(sys.gateway.serviceUrls).sort()).toEqual(['content', 'identity', 'strategies']);
    expect(sys.gateway.serviceUrls.content).toBe(content.url);
  });

  it('serves the routes of the services it runs', async () => {
    const client = new TestClient(sys.url);
    const email = uniqueEmail('subset');
    await client.signUp(email);
    expect((await client.call('GET', '/api/auth/me')).body.user.email).toBe(email);
    expect((await client.call('GET', '/api/strategy-templates')).status).toBe(200);
  });

  it('answers for a left-out service as for one that is down', async () => {
    const client = new TestClient(sys.url);
    await client.signUp(uniqueEmail('subset-down'));
    for (const path of ['/api/tasks', '/api/user-brands']) {
      const res = await client.call('GET', path);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ ok: false, error: 'service_unavailable', status: 503 });
    }
  });

  it('fails an internal call to a left-out service as a call to a service that is down', async () => {
    const client = new TestClient(sys.url);
    await client.signUp(uniqueEmail('subset-internal'));
    // A launch first asks brand for the user's brand.
    const res = await client.call('POST', '/api/strategies/create-from-template', {
      templateId: 'five-day-launch-sprint',
      changeValues: { obj0_kr1: '40', obj1_kr1: '12' },
      selectedPercentages: { obj0_kr1: '25', obj1_kr1: '50' },
    });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ error: 'service_unavailable' });
  });

  it('reaches a left-out service that has a URL over HTTP, as the proxy mode does, and counts it in readiness', async () => {
    const res = await new TestClient(sys.url).call('GET', '/api/formats');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ service: 'content', seen: { url: '/api/formats' } });
    expect(seen.some((r) => r.url === '/api/formats')).toBe(true);
    const ready = await new TestClient(sys.url).call('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ database: 'ok', content: 'ok' });
  });
});
