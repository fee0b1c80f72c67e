import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorBody, SERVICE_NAMES, type ServiceName } from '@navia/contracts';
import { createLogger, forwardingMark, listen, type StartedServer } from '@navia/service-kit';
import { testConfig } from '@navia/service-kit/testing';
import { createGatewayApp } from '../src/gateway-app';
import { overHttp, type Dispatch } from '../src/lib/dispatch';
import { startGateway, type RunningGateway } from '../src/start-gateway';
import { fakeService, type SeenRequest } from './support/fake-service';
import { closedPortUrl, rawRequest, UUID } from './support/http';

jest.setTimeout(20_000);

const log = createLogger('proxy-test', 'silent');

let root: string;
const services = {} as Record<ServiceName, { server: StartedServer; seen: SeenRequest[] }>;
let gateway: RunningGateway;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'navia-proxy-'));
  mkdirSync(join(root, 'shell/dist'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
  const urls: Record<string, string> = {};
  const serviceToken = 'the-service-token-of-the-proxy-test';
  for (const name of SERVICE_NAMES) {
    // Given the mark the gateway derives from the same service token, as real services are.
    const fake = fakeService(name, { forwardedBy: forwardingMark(serviceToken) });
    const server = await listen(fake.app.callback(), 0, '127.0.0.1');
    services[name] = { server, seen: fake.seen };
    urls[`${name.toUpperCase()}_SERVICE_URL`] = server.url;
  }
  const config = testConfig({ PORT: '0', HOST: '127.0.0.1', SERVICE_TOKEN: serviceToken, ...urls });
  gateway = await startGateway(config, log, { mode: 'proxy', staticRoot: root });
});

afterAll(async () => {
  await gateway?.stop();
  await Promise.all(Object.values(services).map((s) => s.server.close()));
  if (root) rmSync(root, { recursive: true, force: true });
});

const lastSeen = (name: ServiceName) => services[name].seen[services[name].seen.length - 1];

describe('gateway in proxy mode (services on their own ports)', () => {
  it('starts in proxy mode when asked, on a free port', () => {
    expect(gateway.mode).toBe('proxy');
    expect(gateway.port).toBeGreaterThan(0);
  });

  it('refuses proxy mode when a service URL is missing, naming it', async () => {
    const config = testConfig({ PORT: '0', HOST: '127.0.0.1', IDENTITY_SERVICE_URL: 'http://127.0.0.1:1' });
    await expect(startGateway(config, log, { mode: 'proxy', staticRoot: root })).rejects.toThrow(/BRAND_SERVICE_URL/);
  });

  it('forwards method, path, query, body and the authorization and cookie headers', async () => {
    const body = { email: 'ann@example.com', note: 'ünïcødé ✓' };
    const res = await rawRequest(gateway.url, '/api/auth/sign-in?next=%2Fdashboard&x=1&x=2', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer abc.def.ghi',
        cookie: 'navia_refresh=r0; other=1',
        'x-custom': 'kept',
      },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    const seen = lastSeen('identity');
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/api/auth/sign-in?next=%2Fdashboard&x=1&x=2');
    expect(seen.body).toEqual(body);
    expect(seen.headers.authorization).toBe('Bearer abc.def.ghi');
    expect(seen.headers.cookie).toBe('navia_refresh=r0; other=1');
    expect(seen.headers['x-custom']).toBe('kept');
    expect(res.json().service).toBe('identity');
  });

  it.each<[string, string, ServiceName]>([
    ['PUT', '/api/brand-data/abc', 'brand'],
    ['DELETE', '/api/strategies/abc', 'strategies'],
    ['PATCH', '/api/tasks/abc', 'tasks'],
    ['POST', '/api/tasks/abc/execute', 'content'],
    ['GET', '/api/billing/plans', 'identity'],
  ])('sends %s %s to the %s service', async (method, path, service) => {
    const before = services[service].seen.length;
    const res = await rawRequest(gateway.url, path, { method });
    expect(res.status).toBe(200);
    expect(services[service].seen.length).toBe(before + 1);
    expect(lastSeen(service)).toMatchObject({ method, url: path });
  });

  it('carries a large request body through intact', async () => {
    const big = { items: Array.from({ length: 3000 }, (_, i) => ({ i, text: `item number ${i}` })) };
    const payload = JSON.stringify(big);
    expect(payload.length).toBeGreaterThan(64 * 1024);
    const res = await rawRequest(gateway.url, '/api/files/upload', { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
    expect(res.status).toBe(200);
    expect(lastSeen('content').body).toEqual(big);
  });

  it('returns the service status, headers (every set-cookie) and body', async () => {
    const res = await rawRequest(gateway.url, '/api/auth/set-cookies', { method: 'POST' });
    expect(res.status).toBe(201);
    expect(res.headers['x-fake-header']).toBe('from-service');
    expect(res.headers['set-cookie']).toHaveLength(2);
    expect(res.headers['set-cookie']?.[0]).toMatch(/^navia_refresh=r1; path=\/api\/auth; httponly$/i);
    expect(res.headers['set-cookie']?.[1]).toMatch(/^second=s2;/);
    expect(res.json()).toMatchObject({ service: 'identity', seen: { url: '/api/auth/set-cookies' } });

    const teapot = await rawRequest(gateway.url, '/api/news/teapot');
    expect(teapot.status).toBe(418);
  });

  it('streams a large response back intact', async () => {
    const res = await rawRequest(gateway.url, '/api/dashboard/big');
    expect(res.status).toBe(200);
    expect(res.json().filler).toHaveLength(200_000);
  });

  it('sets x-request-id for the service and returns it to the client', async () => {
    const res = await rawRequest(gateway.url, '/api/news');
    const id = lastSeen('tasks').headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(res.headers['x-request-id']).toBe(id);

    const kept = await rawRequest(gateway.url, '/api/news', { headers: { 'x-request-id': 'trace-from-browser-1' } });
    expect(lastSeen('tasks').headers['x-request-id']).toBe('trace-from-browser-1');
    expect(kept.headers['x-request-id']).toBe('trace-from-browser-1');
  });

  it('replaces a spoofed X-Forwarded-For with the client address it saw', async () => {
    await rawRequest(gateway.url, '/api/auth/sign-up', { method: 'POST', headers: { 'x-forwarded-for': '6.6.6.6' } });
    const seen = lastSeen('identity');
    expect(seen.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(seen.ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('answers unknown API paths itself, without calling any service', async () => {
    const before = SERVICE_NAMES.map((s) => services[s].seen.length);
    const res = await rawRequest(gateway.url, '/api/nope');
    expect(res.status).toBe(404);
    expect(ErrorBody.safeParse(res.json()).success).toBe(true);
    expect(SERVICE_NAMES.map((s) => services[s].seen.length)).toEqual(before);
  });

  it('is ready when every service is', async () => {
    const res = await rawRequest(gateway.url, '/readyz');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ ok: true, service: 'gateway', checks: Object.fromEntries(SERVICE_NAMES.map((s) => [s, 'ok'])) });
  });

  // Runs last: it stops one service.
  it('when a service stops: its calls answer 503 quickly, the others still work, and /readyz names it', async () => {
    await services.brand.server.close();
    const started = Date.now();
    const down = await rawRequest(gateway.url, '/api/user-brands');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(down.status).toBe(503);
    expect(down.json()).toMatchObject({ ok: false, error: 'service_unavailable', status: 503 });

    expect((await rawRequest(gateway.url, '/api/strategies')).status).toBe(200);

    const ready = await rawRequest(gateway.url, '/readyz');
    expect(ready.status).toBe(503);
    const { checks } = ready.json();
    expect(checks.identity).toBe('ok');
    expect(checks.brand).not.toBe('ok');
  });
});

describe('gateway timeouts', () => {
  let slow: StartedServer;
  let slowGateway: StartedServer;

  beforeAll(async () => {
    slow = await listen(fakeService('tasks', { delayMs: 1000 }).app.callback(), 0, '127.0.0.1');
    const down = await closedPortUrl();
    const dispatch = Object.fromEntries(SERVICE_NAMES.map((s) => [s, overHttp(down, 'no-mark', 200)])) as Record<ServiceName, Dispatch>;
    dispatch.tasks = overHttp(slow.url, 'no-mark', 200);
    slowGateway = await listen(createGatewayApp({ log, dispatch, staticRoot: root }).callback(), 0, '127.0.0.1');
  });

  afterAll(async () => {
    await slowGateway?.close();
    await slow?.close();
  });

  it('answers 504 gateway_timeout when the service takes longer than the timeout', async () => {
    const started = Date.now();
    const res = await rawRequest(slowGateway.url, '/api/tasks');
    const elapsed = Date.now() - started;
    expect(res.status).toBe(504);
    expect(res.json()).toEqual({ ok: false, error: 'gateway_timeout', status: 504, message: expect.any(String) });
    expect(elapsed).toBeGreaterThanOrEqual(150);
    expect(elapsed).toBeLessThan(900);
  });
});
