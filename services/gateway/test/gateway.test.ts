import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ErrorBody, REMOTE_NAMES, SESSION_HINT_COOKIE, SIGNED_OUT_PAGE_FILE, type ServiceName } from '@navia/contracts';
import { createLogger, forwardingMark, listen, type StartedServer } from '@navia/service-kit';
import { createGatewayApp } from '../src/gateway-app';
import { inProcess, overHttp, type Dispatch } from '../src/lib/dispatch';
import { REMOTE_FOLDERS, RemoteManifestSource } from '../src/lib/remote-manifest';
import { DEFAULT_SUPPORT_URL, loadGatewaySettings } from '../src/settings';
import { fakeService, type SeenRequest } from './support/fake-service';
import { closedPortUrl, rawRequest, UUID } from './support/http';

jest.setTimeout(20_000);

const log = createLogger('gateway-test', 'silent');
// The gateway's forwarding mark, as every real service is given it (http/forwarding.ts).
const MARK = forwardingMark('a-service-token-for-the-gateway-test');

const INDEX_HTML = '<!doctype html><html><head><title>Navia test shell</title></head><body><div id="root"></div></body></html>';
const SIGNED_OUT_HTML = '<!doctype html><html><head><title>Navia test shell</title></head><body><div id="root" data-prerendered="signed-out">Welcome</div></body></html>';
const MAIN_JS = 'console.log("shell main");';
// Over 1 KB and compressible, so the gateway keeps br and gzip copies of it.
const CHUNK_JS = Array.from({ length: 200 }, (_, i) => `export const value${i} = "chunk line ${i}";`).join('\n');
const REMOTE_ENTRY_JS = 'var mf_create = { get: function () {} };';
const SECRET = 'TOP-SECRET-OUTSIDE-THE-ROOT';

let root: string;
let gateway: StartedServer;
let trustingGateway: StartedServer;
let liveStrategies: StartedServer;

function writeFile(path: string, content: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

function expectErrorShape(body: unknown, error: string, status: number) {
  expect(ErrorBody.safeParse(body).success).toBe(true);
  expect(body).toMatchObject({ ok: false, error, status });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'navia-gateway-'));
  writeFile(join(root, 'shell/dist/index.html'), INDEX_HTML);
  writeFile(join(root, `shell/dist/${SIGNED_OUT_PAGE_FILE}`), SIGNED_OUT_HTML);
  writeFile(join(root, 'shell/dist/main.js'), MAIN_JS);
  writeFile(join(root, 'shell/dist/123.abcdef1234.js'), CHUNK_JS);
  writeFile(join(root, 'mf-create/dist/remoteEntry.js'), REMOTE_ENTRY_JS);
  writeFile(join(root, 'mf-create/package.json'), JSON.stringify({ name: 'mf-create', version: '1.4.2' }));
  // Files that must never be reachable through the static routes.
  writeFile(join(root, 'secret.txt'), SECRET);
  writeFile(join(root, 'shell/dist-private/key.txt'), SECRET);
  writeFile(join(root, 'shell/package.json'), JSON.stringify({ secret: SECRET }));

  const identity = fakeService('identity', { forwardedBy: MARK });
  const content = fakeService('content', { forwardedBy: MARK });
  const strategies = fakeService('strategies', { forwardedBy: MARK });
  liveStrategies = await listen(strategies.app.callback(), 0, '127.0.0.1');
  const down = await closedPortUrl();

  const dispatch: Record<ServiceName, Dispatch> = {
    identity: inProcess(identity.app.callback(), MARK),
    content: inProcess(content.app.callback(), MARK),
    brand: inProcess(fakeService('brand', { forwardedBy: MARK }).app.callback(), MARK),
    // Over real HTTP: one alive, one down.
    strategies: overHttp(liveStrategies.url, MARK),
    tasks: overHttp(down, MARK, 2000),
  };
  const readiness = {
    database: async () => undefined,
    queue: async () => {
      throw new Error('queue unreachable');
    },
  };
  gateway = await listen(createGatewayApp({ log, dispatch, staticRoot: root, readiness }).callback(), 0, '127.0.0.1');
  trustingGateway = await listen(createGatewayApp({ log, dispatch, staticRoot: root, trustProxy: true }).callback(), 0, '127.0.0.1');
});

afterAll(async () => {
  await gateway?.close();
  await trustingGateway?.close();
  await liveStrategies?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(gateway.url, path, { headers });

describe('API routing', () => {
  it.each(['/api/unknown', '/api/tasksx', '/api', '/api/'])('answers %s with a JSON 404 in the one error shape', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expectErrorShape(res.json(), 'not_found', 404);
  });

  it.each<[string, string, string]>([
    ['GET', '/api/auth/me', 'identity'],
    ['GET', '/api/auth', 'identity'],
    ['POST', '/api/tasks/x/execute', 'content'],
    ['GET', '/api/tasks/x/execution', 'content'],
    ['GET', '/api/files/abc', 'content'],
    ['GET', '/api/user-brands', 'brand'],
    ['GET', '/api/strategies?status=active', 'strategies'],
  ])('%s %s reaches the %s service with path and query intact', async (method, path, service) => {
    const res = await rawRequest(gateway.url, path, { method });
    expect(res.status).toBe(200);
    const body = res.json();
    expect(body.service).toBe(service);
    expect(body.seen.url).toBe(path);
    expect(body.seen.method).toBe(method);
  });

  it('hands the JSON body to an in-process service', async () => {
    const res = await rawRequest(gateway.url, '/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', password: 'pw' }),
    });
    expect(res.json().seen.body).toEqual({ email: 'a@b.co', password: 'pw' });
  });

  it('passes the service status and headers through', async () => {
    const res = await get('/api/auth/teapot');
    expect(res.status).toBe(418);
    const cookies = await get('/api/auth/set-cookies');
    expect(cookies.status).toBe(201);
    expect(cookies.headers['set-cookie']).toEqual([expect.stringMatching(/^navia_refresh=r1; path=\/api\/auth; httponly$/i), expect.stringMatching(/^second=s2; path=\/$/i)]);
  });

  it('answers 503 service_unavailable, quickly, when the owning service is down', async () => {
    const started = Date.now();
    const res = await get('/api/tasks/abc/status');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(res.status).toBe(503);
    expectErrorShape(res.json(), 'service_unavailable', 503);
  });

  it('still routes /api/tasks/<id>/execute to content while the tasks service is down', async () => {
    const res = await rawRequest(gateway.url, '/api/tasks/abc/execute', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.json().service).toBe('content');
  });

  describe('request ids', () => {
    it('gives the service a generated id when the client sent none, and it comes back', async () => {
      const res = await get('/api/auth/me');
      const sentToService = res.json().seen.headers['x-request-id'];
      expect(sentToService).toMatch(UUID);
      expect(res.headers['x-request-id']).toBe(sentToService);
    });

    it('keeps a valid client id and replaces an invalid one', async () => {
      expect((await get('/api/auth/me', { 'x-request-id': 'client-id-123' })).json().seen.headers['x-request-id']).toBe('client-id-123');
      expect((await get('/api/auth/me', { 'x-request-id': 'bad id' })).json().seen.headers['x-request-id']).toMatch(UUID);
    });

    it('sets the id on requests sent over HTTP too', async () => {
      const res = await get('/api/strategies', { 'x-request-id': 'over-http-id-1' });
      expect(res.json().seen.headers['x-request-id']).toBe('over-http-id-1');
    });
  });

  describe('client address', () => {
    it.each(['/api/auth/me', '/api/strategies'])('replaces a spoofed X-Forwarded-For with the real client address (%s)', async (path) => {
      const res = await get(path, { 'x-forwarded-for': '6.6.6.6, 7.7.7.7' });
      const { seen: atService } = res.json() as { seen: SeenRequest };
      expect(atService.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
      // The service's own view of the client (what per-IP throttles key on) is the gateway's, not the spoof.
      expect(atService.ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
      expect(JSON.stringify(atService)).not.toContain('6.6.6.6');
    });

    it('trusts X-Forwarded-For only when told an ingress sits in front (trustProxy)', async () => {
      const res = await rawRequest(trustingGateway.url, '/api/auth/me', { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(res.json().seen.ip).toBe('203.0.113.9');
    });

    it.each(['/api/auth/me', '/api/strategies'])('behind an ingress, takes the address the ingress appended, not one the client wrote before it (%s)', async (path) => {
      const res = await rawRequest(trustingGateway.url, path, { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' } });
      expect(res.json().seen.ip).toBe('203.0.113.9');
    });

    it.each(['/api/auth/me', '/api/strategies'])('does not believe a client-sent X-Forwarded-Proto without trustProxy (%s)', async (path) => {
      const res = await get(path, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
      const { seen: atService } = res.json() as { seen: SeenRequest };
      expect(atService.protocol).toBe('http');
      expect(atService.headers['x-forwarded-proto']).toBe('http');
      expect(atService.headers['x-forwarded-host']).toBeUndefined();
    });

    it('passes the ingress scheme on with trustProxy, so identity marks the refresh cookie Secure behind TLS', async () => {
      const res = await rawRequest(trustingGateway.url, '/api/strategies', { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.json().seen.protocol).toBe('https');
    });

    it('a service reached directly, not through the gateway, believes no forwarding header', async () => {
      const spoof = { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https' };
      const direct = (await rawRequest(liveStrategies.url, '/api/strategies', { headers: spoof })).json().seen as SeenRequest;
      expect([direct.ip, direct.protocol]).toEqual([expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$/), 'http']);
      // A wrong mark is no mark; the gateway's own mark is believed (what the gateway sends).
      const wrong = (await rawRequest(liveStrategies.url, '/api/strategies', { headers: { ...spoof, 'x-navia-forwarded-by': 'guess' } })).json().seen as SeenRequest;
      expect(wrong.ip).not.toBe('6.6.6.6');
      const marked = (await rawRequest(liveStrategies.url, '/api/strategies', { headers: { ...spoof, 'x-navia-forwarded-by': MARK } })).json().seen as SeenRequest;
      expect([marked.ip, marked.protocol]).toEqual(['6.6.6.6', 'https']);
      // The mark itself is never visible to the service's handlers.
      expect(marked.headers['x-navia-forwarded-by']).toBeUndefined();
    });
  });
});

const SIGNED_IN = { cookie: `other=x; ${SESSION_HINT_COOKIE}=1` };

describe('static files', () => {
  it.each(['/strategies', '/strategies/123/track', '/brand-hq'])('serves index.html for %s with Cache-Control: no-cache', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(INDEX_HTML);
  });

  it('answers / with the prerendered signed-out page without a session hint, and with index.html with one', async () => {
    const signedOut = await get('/');
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers['cache-control']).toBe('no-cache');
    expect(signedOut.text).toBe(SIGNED_OUT_HTML);
    const signedIn = await get('/', SIGNED_IN);
    expect(signedIn.text).toBe(INDEX_HTML);
    // One URL, two pages: caches must key on the cookie (and still on the encoding).
    for (const res of [signedOut, signedIn]) {
      expect(res.headers.vary).toMatch(/\bcookie\b/i);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
    // Only `/`: any other route is the app's page whatever the cookies.
    expect((await get('/tasks')).text).toBe(INDEX_HTML);
  });

  it.each(['/missing.js', '/strategies/app.css', '/favicon.ico'])('answers 404 for the missing file %s (no SPA fallback)', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<html');
  });

  it('serves an unhashed script as no-cache, so a deploy is never hidden behind a stale copy', async () => {
    const res = await get('/main.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe(MAIN_JS);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves a content-hashed chunk as immutable', async () => {
    const res = await get('/123.abcdef1234.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each<[string, (b: Buffer) => Buffer]>([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('compresses with %s when accepted, and the bytes decompress to the file', async (encoding, decompress) => {
    const res = await get('/123.abcdef1234.js', { 'accept-encoding': encoding });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(CHUNK_JS));
    expect(decompress(res.body).toString('utf8')).toBe(CHUNK_JS);
  });

  it('prefers br when the browser accepts both', async () => {
    const res = await get('/123.abcdef1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('sends the file as is without an accepted encoding, and leaves small files uncompressed', async () => {
    const plain = await get('/123.abcdef1234.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(CHUNK_JS);
    const small = await get('/main.js', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.text).toBe(MAIN_JS);
  });

  it('answers 304 to a matching If-None-Match and 200 to a stale one', async () => {
    const first = await get('/123.abcdef1234.js');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/123.abcdef1234.js', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const stale = await get('/123.abcdef1234.js', { 'if-none-match': '"not-the-etag"' });
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(CHUNK_JS);
  });

  it('gives index.html a 304 on revalidation too', async () => {
    const first = await get('/strategies');
    const again = await get('/', { ...SIGNED_IN, 'if-none-match': first.headers.etag as string });
    expect(again.status).toBe(304);
  });

  it('serves a remote entry with Cache-Control: no-cache', async () => {
    const res = await get('/remotes/mf-create/remoteEntry.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe(REMOTE_ENTRY_JS);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/remotes/mf-create/missing.js', '/remotes/mf-unknown/remoteEntry.js', '/remotes/mf-strategies/remoteEntry.js'])(
    'answers 404 for %s',
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );

  it('refuses non-GET methods on static paths with a JSON 405', async () => {
    const res = await rawRequest(gateway.url, '/main.js', { method: 'POST' });
    expect(res.status).toBe(405);
    expectErrorShape(res.json(), 'method_not_allowed', 405);
  });

  describe('path traversal', () => {
    it.each([
      '/remotes/mf-create/../../etc/passwd',
      '/remotes/mf-create/../../secret.txt',
      '/remotes/mf-create/..%2f..%2fsecret.txt',
      '/remotes/mf-create/%2e%2e/%2e%2e/secret.txt',
      '/remotes/mf-create/../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/%2e%2e/%2e%2e/secret.txt',
      '/..%2f..%2fsecret.txt',
      '/%2e%2e/package.json',
      '/..%2fdist-private/key.txt',
      '/../../secret.txt',
      '/%2e%2e%5c%2e%2e%5csecret.txt',
      '/main.js%00.html',
      '/%E0%A4%A',
    ])('never serves a file outside the root for %s', async (path) => {
      const res = await get(path);
      expect(res.text).not.toContain(SECRET);
      expect(res.text).not.toMatch(/root:.*:0:0:/);
      // Either refused, or the SPA page for a client route: nothing else.
      if (res.status === 200) expect(res.text).toBe(INDEX_HTML);
      else expect(res.status).toBe(404);
    });
  });
});

describe('remote manifest', () => {
  it('/remotes.json lists every remote at its default entry, with versions where known, uncached', async () => {
    const res = await get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = res.json();
    expect(Object.keys(manifest.remotes).sort()).toEqual([...REMOTE_NAMES].sort());
    expect(manifest.remotes).toEqual({
      mf_dashboard_tasks: { entry: '/remotes/mf-dashboard-tasks/remoteEntry.js' },
      mf_strategies: { entry: '/remotes/mf-strategies/remoteEntry.js' },
      mf_brand_hq: { entry: '/remotes/mf-brand-hq/remoteEntry.js' },
      mf_create: { entry: '/remotes/mf-create/remoteEntry.js', version: '1.4.2' },
    });
  });

  it('prefers a remote build’s own stamp (remote-version.json) over its package.json', async () => {
    writeFile(join(root, 'mf-strategies/package.json'), JSON.stringify({ version: '0.9.0' }));
    writeFile(join(root, 'mf-strategies/dist/remote-version.json'), JSON.stringify({ name: 'mf_strategies', version: '0.9.1', commit: 'abc123def456' }));
    const manifest = await new RemoteManifestSource(root, loadGatewaySettings({}).remotes).current();
    expect(manifest.remotes.mf_strategies).toEqual({ entry: '/remotes/mf-strategies/remoteEntry.js', version: '0.9.1', commit: 'abc123def456' });
    rmSync(join(root, 'mf-strategies'), { recursive: true, force: true });
  });

  it('passes on what a remote’s exposed module loads (issue 16), and drops a stamp whose files are not plain names', async () => {
    const loads = { files: ['144.be9c8907.js'], shared: ['antd/Select', 'antd/core'] };
    writeFile(join(root, 'mf-brand-hq/dist/remote-version.json'), JSON.stringify({ name: 'mf_brand_hq', version: '0.2.0', commit: null, loads }));
    const manifest = await new RemoteManifestSource(root, loadGatewaySettings({}).remotes).current();
    expect(manifest.remotes.mf_brand_hq).toEqual({ entry: '/remotes/mf-brand-hq/remoteEntry.js', version: '0.2.0', loads });
    // A file name is resolved against remoteEntry.js in the browser: a path or URL would reach outside the remote.
    writeFile(join(root, 'mf-brand-hq/dist/remote-version.json'), JSON.stringify({ name: 'mf_brand_hq', version: '0.2.0', commit: null, loads: { files: ['https://elsewhere.example/x.js'], shared: [] } }));
    const refused = await new RemoteManifestSource(root, loadGatewaySettings({}).remotes).current();
    expect(refused.remotes.mf_brand_hq?.loads).toBeUndefined();
    rmSync(join(root, 'mf-brand-hq'), { recursive: true, force: true });
  });

  it('moves one remote with REMOTE_<NAME>_URL, reports the moved build’s own stamp, and leaves the others on the gateway', async () => {
    const asked: string[] = [];
    const source = new RemoteManifestSource(root, loadGatewaySettings({ REMOTE_MF_CREATE_URL: 'https://cdn.example.com/create/remoteEntry.js' }).remotes, async (url) => {
      asked.push(url);
      return { name: 'mf_create', version: '2.0.0', commit: null };
    });
    const manifest = await source.current();
    // Not the 1.4.2 of the copy this gateway holds: the version of what the shell will actually load.
    expect(manifest.remotes.mf_create).toEqual({ entry: 'https://cdn.example.com/create/remoteEntry.js', version: '2.0.0' });
    expect(asked).toEqual(['https://cdn.example.com/create/remote-version.json']);
    for (const name of REMOTE_NAMES.filter((n) => n !== 'mf_create')) {
      expect(manifest.remotes[name]?.entry).toBe(`/remotes/${REMOTE_FOLDERS[name]}/remoteEntry.js`);
    }
    // Kept for a minute: the shell's start does not wait on the other origin each time.
    await source.current();
    expect(asked).toHaveLength(1);
  });

  it('leaves a moved remote’s version out while its stamp cannot be read, or names another remote', async () => {
    const env = { REMOTE_MF_CREATE_URL: 'https://cdn.example.com/create/remoteEntry.js' };
    const down = await new RemoteManifestSource(root, loadGatewaySettings(env).remotes, async () => {
      throw new Error('ECONNREFUSED');
    }).current();
    expect(down.remotes.mf_create).toEqual({ entry: env.REMOTE_MF_CREATE_URL });
    const wrong = await new RemoteManifestSource(root, loadGatewaySettings(env).remotes, async () => ({ name: 'mf_strategies', version: '9.9.9', commit: null })).current();
    expect(wrong.remotes.mf_create).toEqual({ entry: env.REMOTE_MF_CREATE_URL });
  });

  it('hands the remotes the deployment’s support URL, with a default', async () => {
    expect((await new RemoteManifestSource(root, loadGatewaySettings({}).remotes).current()).settings).toEqual({ supportUrl: DEFAULT_SUPPORT_URL });
    expect((await new RemoteManifestSource(root, loadGatewaySettings({ SUPPORT_URL: 'https://support.example.com/' }).remotes).current()).settings).toEqual({ supportUrl: 'https://support.example.com/' });
  });

  it('serves every remote from a folder whose name the static route accepts', () => {
    for (const folder of Object.values(REMOTE_FOLDERS)) expect(folder).toMatch(/^[a-z-]+$/);
  });
});

describe('health', () => {
  it('/healthz answers for the gateway itself', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ ok: true, service: 'gateway' });
  });

  it('/readyz answers 503 naming the check that failed', async () => {
    const res = await get('/readyz');
    expect(res.status).toBe(503);
    expect(res.json()).toEqual({ ok: false, service: 'gateway', checks: { database: 'ok', queue: 'queue unreachable' } });
  });
});
