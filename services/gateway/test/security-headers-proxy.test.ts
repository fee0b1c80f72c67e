import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '@navia/contracts';
import { createLogger, listen, type StartedServer } from '@navia/service-kit';
import { createGatewayApp } from '../src/gateway-app';
import { inProcess, overHttp, type Dispatch } from '../src/lib/dispatch';
import { RemoteManifestSource } from '../src/lib/remote-manifest';
import { loadGatewaySettings } from '../src/settings';
import { HSTS } from '../src/lib/security-headers';
import { fakeService } from './support/fake-service';
import { rawRequest } from './support/http';

/**
 * The gateway's headers against fake services: API answers written by a service reached over HTTP (the production
 * dispatch) as well as in-process, a service's own Cache-Control kept, HSTS only over https as Koa judges it
 * (TRUST_PROXY + X-Forwarded-Proto), and remotes on other origins allowed by the page's policy.
 */

const log = createLogger('headers-test', 'silent');
const PAGE = '<!doctype html><html><head><meta name="csp-nonce" nonce="__NAVIA_CSP_NONCE__"></head><body></body></html>';

let root: string;
let upstream: StartedServer;
let plain: StartedServer;
let trusting: StartedServer;
let moved: StartedServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'navia-headers-proxy-'));
  mkdirSync(join(root, 'shell/dist'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), PAGE);
  writeFileSync(join(root, 'shell/dist/main.js'), 'console.log(1);');
  upstream = await listen(fakeService('strategies').app.callback(), 0, '127.0.0.1');
  // strategies over HTTP (as in production), every other service in-process.
  const dispatch = Object.fromEntries(
    SERVICE_NAMES.map((s) => [s, s === 'strategies' ? overHttp(upstream.url, 'no-mark') : inProcess(fakeService(s).app.callback(), 'no-mark')]),
  ) as Record<ServiceName, Dispatch>;
  plain = await listen(createGatewayApp({ log, dispatch, staticRoot: root, warmStatic: false }).callback(), 0, '127.0.0.1');
  trusting = await listen(createGatewayApp({ log, dispatch, staticRoot: root, trustProxy: true, warmStatic: false }).callback(), 0, '127.0.0.1');
  const remoteManifest = new RemoteManifestSource(
    root,
    loadGatewaySettings({
      REMOTE_MF_CREATE_URL: 'https://cdn.example.com/create/remoteEntry.js',
      REMOTE_MF_BRAND_HQ_URL: 'https://cdn.example.com:8443/brand/remoteEntry.js',
      REMOTE_MF_STRATEGIES_URL: '/elsewhere/on/this/origin/remoteEntry.js',
      REMOTE_MF_DASHBOARD_TASKS_URL: 'https://not a url; script-src *',
    }).remotes,
    async () => ({}),
  );
  moved = await listen(createGatewayApp({ log, dispatch, staticRoot: root, remoteManifest, warmStatic: false }).callback(), 0, '127.0.0.1');
});

afterAll(async () => {
  await Promise.all([plain, trusting, moved, upstream].map((s) => s?.close()));
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('API answers', () => {
  it.each(['/api/strategies', '/api/auth/me'])('%s (over HTTP / in-process) carries the headers and no-store', async (path) => {
    const res = await rawRequest(plain.url, path, { headers: { authorization: 'Bearer x' } });
    expect(res.status).toBe(200);
    expect(res.json().service).toBeDefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/strategies/public', '/api/auth/public'])('%s: a Cache-Control the service sets itself is kept', async (path) => {
    const res = await rawRequest(plain.url, path);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the gateway’s own 503 for a service that is down carries them too', async () => {
    const down = createGatewayApp({
      log,
      staticRoot: root,
      warmStatic: false,
      dispatch: Object.fromEntries(SERVICE_NAMES.map((s) => [s, overHttp('http://127.0.0.1:9', 'no-mark', 2000)])) as Record<ServiceName, Dispatch>,
    });
    const server = await listen(down.callback(), 0, '127.0.0.1');
    try {
      const res = await rawRequest(server.url, '/api/strategies');
      expect(res.status).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-frame-options']).toBe('DENY');
    } finally {
      await server.close();
    }
  });
});

describe('HSTS', () => {
  const paths = ['/', '/main.js', '/api/strategies', '/api/auth/me', '/healthz'];

  it.each(paths)('%s: sent behind a trusted proxy that says https', async (path) => {
    const res = await rawRequest(trusting.url, path, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
    expect(HSTS).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
  });

  it.each(paths)('%s: not sent behind a trusted proxy that says http', async (path) => {
    const res = await rawRequest(trusting.url, path, { headers: { 'x-forwarded-proto': 'http' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(paths)('%s: not sent without TRUST_PROXY, whatever X-Forwarded-Proto says', async (path) => {
    const res = await rawRequest(plain.url, path, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('remotes on other origins', () => {
  it('are allowed for scripts, styles, images, fonts and fetches, by origin only; a bad URL adds nothing', async () => {
    const res = await rawRequest(moved.url, '/');
    const policy = res.headers['content-security-policy'] as string;
    const remotes = 'https://cdn.example.com:8443 https://cdn.example.com'; // in the manifest's order of remotes
    expect(policy).toContain(`script-src 'self' ${remotes};`);
    expect(policy).toMatch(new RegExp(`style-src 'self' 'nonce-[^']+' 'sha256-[^']+' ${remotes};`));
    expect(policy).toContain(`img-src 'self' data: ${remotes};`);
    expect(policy).toContain(`font-src 'self' ${remotes};`);
    expect(policy).toContain(`connect-src 'self' ${remotes};`);
    expect(policy).not.toContain('script-src *');
    expect(policy).not.toContain('/create/');
  });

  it('are not allowed on a gateway that serves every remote itself', async () => {
    const res = await rawRequest(plain.url, '/');
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
  });
});
