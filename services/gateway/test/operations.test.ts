import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { QUEUE_NAMES } from '@navia/contracts';
import { AccessTokenVerifier, RevokedSessions, createLogger, listen } from '@navia/service-kit';
import { ARRANGEMENT, onboardedClient, startTestSystem, TestClient, type TestSystem } from './support/test-system';
import { queueDashboard } from '../src/lib/queue-dashboard';
import { createGatewayApp } from '../src/gateway-app';

jest.setTimeout(60_000);

let sys: TestSystem;

beforeAll(async () => {
  sys = await startTestSystem({ env: { PLAN_RATE_LIMITS: 'on' } });
});

afterAll(async () => {
  await sys?.stop();
});

async function makeAdmin(client: TestClient, userId: string) {
  await sys.db().withSchema('identity').table('users').where({ id: userId }).update({ is_admin: true });
  // The role is a token claim: a refresh (the cookie the client kept) answers a token carrying it.
  const refreshed = await client.call('POST', '/api/auth/refresh');
  expect(refreshed.status).toBe(200);
  client.token = refreshed.body.accessToken;
}

describe('/metrics', () => {
  it('serves Prometheus text with request counts by route pattern, job and queue metrics', async () => {
    const { client } = await onboardedClient(sys, 'metrics');
    await client.call('GET', '/api/auth/me');
    const res = await fetch(`${sys.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/navia_http_requests_total\{service="identity",method="GET",route="\/api\/auth\/me",status="200"\} \d+/);
    expect(text).toMatch(/navia_http_requests_total\{service="gateway",method="GET",route="api:identity",status="200"\}/);
    expect(text).toContain('navia_http_request_duration_seconds_bucket');
    expect(text).toMatch(/navia_queue_jobs\{queue="identity.maintenance",state="completed"\}/);
    expect(text).toContain('navia_process_cpu_user_seconds_total');
    // Route patterns, never raw ids.
    expect(text).not.toMatch(/route="[^"]*[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('is not part of the public API routes', async () => {
    const res = await fetch(`${sys.url}/api/metrics`);
    expect(res.status).toBe(404);
  });
});

describe('queue dashboard', () => {
  it('401 signed out, 403 without the admin role, the dashboard for an admin; a failed job is listed', async () => {
    expect((await fetch(`${sys.url}/admin/queues`)).status).toBe(401);
    expect((await fetch(`${sys.url}/admin/queues/api/queues`)).status).toBe(401);

    const { client, userId } = await onboardedClient(sys, 'admin');
    expect((await client.call('GET', '/admin/queues')).status).toBe(403);
    expect((await client.call('POST', '/admin/session')).status).toBe(403);

    await makeAdmin(client, userId);
    // The session exchange: the dashboard's page and fetches carry the cookie, not a bearer.
    const session = await fetch(`${sys.url}/admin/session`, { method: 'POST', headers: { authorization: `Bearer ${client.token}` } });
    expect(session.status).toBe(204);
    const cookie = session.headers.getSetCookie()[0];
    expect(cookie).toMatch(/^navia_admin=.+; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=\d+/);
    const page = await fetch(`${sys.url}/admin/queues`, { headers: { cookie: cookie.split(';')[0] } });
    if (ARRANGEMENT === 'embedded') {
      // bull-board reads BullMQ's queues: with the in-process runner the admin gets the page that says so.
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('needs BullMQ on Redis');
      return;
    }
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');

    // A job that fails at once, on a real queue of this system.
    const connection = new IORedis(sys.config.redisUrl!, { maxRetriesPerRequest: null });
    const queue = new Queue('identity.maintenance', { connection, prefix: sys.config.queuePrefix });
    try {
      await queue.add('no-such-job', {}, { attempts: 1 });
      const deadline = Date.now() + 10_000;
      while ((await queue.getJobCounts('failed')).failed === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const api = await fetch(`${sys.url}/admin/queues/api/queues?activeQueue=identity.maintenance&status=failed&page=1&jobsPerPage=10`, {
        headers: { cookie: cookie.split(';')[0] },
      });
      expect(api.status).toBe(200);
      const body = (await api.json()) as { queues: Array<{ name: string; jobs: Array<{ name: string; failedReason?: string }> }> };
      expect(body.queues.map((q) => q.name).sort()).toEqual([...QUEUE_NAMES].sort());
      const maintenance = body.queues.find((q) => q.name === 'identity.maintenance');
      expect(maintenance?.jobs.some((j) => j.name === 'no-such-job' && /No handler/.test(j.failedReason ?? ''))).toBe(true);
    } finally {
      await queue.close();
      await connection.quit();
    }
  });

  it('explains that the dashboard needs Redis when jobs run in-process', async () => {
    const { client, userId } = await onboardedClient(sys, 'admin-inline');
    await makeAdmin(client, userId);
    const dashboard = queueDashboard({ tokens: new AccessTokenVerifier(sys.config.secrets.jwtPublicKey, new RevokedSessions(600_000)), backend: 'inline', prefix: 'x', queues: QUEUE_NAMES, secureCookie: false });
    const app = createGatewayApp({ log: createLogger('t', 'silent'), dispatch: {} as never, staticRoot: '/nonexistent', admin: dashboard.middleware });
    const server = await listen(app.callback(), 0, '127.0.0.1');
    try {
      const res = await fetch(`${server.url}/admin/queues`, { headers: { authorization: `Bearer ${client.token}` } });
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('needs BullMQ on Redis');
    } finally {
      await server.close();
      await dashboard.close();
    }
  });

  it('the queue list names every queue the services consume', async () => {
    // Every service's jobs are watched for metrics; their queues must all be in QUEUE_NAMES.
    const res = await fetch(`${sys.url}/metrics`);
    const text = await res.text();
    const watched = new Set([...text.matchAll(/navia_queue_jobs\{queue="([^"]+)"/g)].map((m) => m[1]));
    expect([...watched].sort()).toEqual([...QUEUE_NAMES].sort());
  });
});
