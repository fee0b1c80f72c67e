import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSP_NONCE_PLACEHOLDER } from '@navia/contracts';
import { rawRequest, type RawAnswer } from './support/http';
import { startTestSystem, TestClient, uniqueEmail, type TestSystem } from './support/test-system';

/**
 * Security headers on every kind of gateway answer, on the whole system (docs/security.md): the shell's page, a
 * built file, and API answers written by the services themselves (in-process here; over HTTP in
 * security-headers-proxy.test.ts). Runs on both arrangements (jest projects `integration` and `integration-pglite`).
 */

// The shell's real page template (what `npm run build` writes), so the placeholder the gateway replaces is the one
// the build puts there.
const webpackConfig = require('@navia/client-kit/build/create-webpack-config.cjs') as {
  pageTemplate(title: string, publicDir: string): string;
  CSP_NONCE_PLACEHOLDER: string;
};

let root: string;
let sys: TestSystem;
let client: TestClient;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'navia-headers-'));
  const write = (path: string, content: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  write('shell/dist/index.html', webpackConfig.pageTemplate('Navia', join(root, 'no-public-folder')));
  write('shell/dist/main.js', 'console.log("shell");');
  write('shell/dist/123.abcdef12.js', 'export const x = 1;');
  sys = await startTestSystem({ env: { STATIC_ROOT: root } });
  client = new TestClient(sys.url);
  await client.signUp(uniqueEmail('headers'));
});

afterAll(async () => {
  await sys?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(sys.url, path, { headers });

function expectBaseHeaders(res: RawAnswer) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  // Plain http, no TLS and no trusted proxy: never HSTS.
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d === name || d.startsWith(`${name} `));
const nonceOf = (policy: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(directive(policy, 'style-src') ?? '')?.[1];

describe('the shell page', () => {
  it('uses the placeholder the gateway replaces', () => {
    expect(webpackConfig.CSP_NONCE_PLACEHOLDER).toBe(CSP_NONCE_PLACEHOLDER);
    expect(webpackConfig.pageTemplate('Navia', root)).toContain(`nonce="${CSP_NONCE_PLACEHOLDER}"`);
  });

  it.each(['/', '/dashboard', '/index.html'])('%s carries the headers and a strict policy whose nonce is the page’s', async (path) => {
    const res = await get(path, { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expectBaseHeaders(res);
    const policy = res.headers['content-security-policy'] as string;
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    // Besides the nonce, only the empty stylesheet (sha256 of ''): nothing that could apply a rule.
    expect(directive(policy, 'style-src')).toMatch(/^style-src 'self' 'nonce-[^']+' 'sha256-47DEQpj8HBSa\+\/TImW\+5JCeuQeRkm5NMpJWZG3hSuFU='$/);
    expect(createHash('sha256').update('').digest('base64')).toBe('47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    const nonce = nonceOf(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 16 random bytes
    expect(res.text).not.toContain(CSP_NONCE_PLACEHOLDER);
    expect(res.text).toContain(`<meta name="csp-nonce" nonce="${nonce}" />`);
    expect(res.text).toContain(`<style nonce="${nonce}">`);
    // Revalidated every time as before; no ETag, so no 304 can pair a kept page with a new nonce.
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeUndefined();
  });

  it('gets a new nonce in every answer, a 200 even to a revalidation', async () => {
    const answers = await Promise.all([get('/'), get('/'), get('/dashboard', { 'if-none-match': '"anything"' })]);
    const nonces = answers.map((a) => nonceOf(a.headers['content-security-policy'] as string));
    expect(new Set(nonces).size).toBe(3);
    for (const [i, a] of answers.entries()) {
      expect(a.status).toBe(200);
      expect(a.text).toContain(`nonce="${nonces[i]}"`);
    }
  });
});

describe('built files', () => {
  it.each<[string, string]>([
    ['/main.js', 'no-cache'],
    ['/123.abcdef12.js', 'public, max-age=31536000, immutable'],
  ])('%s keeps its cache rule and ETag, with the headers and the no-document policy', async (path, cacheControl) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expectBaseHeaders(res);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    expect(res.headers['cache-control']).toBe(cacheControl);
    expect(res.headers.etag).toBeDefined();
  });

  it('a missing file and the manifest too', async () => {
    const missing = await get('/missing.js');
    expect(missing.status).toBe(404);
    expectBaseHeaders(missing);
    const manifest = await get('/remotes.json');
    expectBaseHeaders(manifest);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });
});

describe('API answers, written by the service on the raw response', () => {
  it('a signed-in answer is no-store, with every header', async () => {
    const res = await get('/api/auth/me', { authorization: `Bearer ${client.token}` });
    expect(res.status).toBe(200);
    expect(res.json().user).toBeDefined();
    expectBaseHeaders(res);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });

  it.each<[string, string, Record<string, string>, string | undefined, number]>([
    ['a refused token', '/api/auth/me', { authorization: 'Bearer not-a-token' }, undefined, 401],
    ['a malformed body', '/api/auth/sign-in', { 'content-type': 'application/json' }, '{"email":', 400],
    ['an unknown route (the gateway’s own answer)', '/api/no-such-thing', {}, undefined, 404],
  ])('%s too', async (_, path, headers, body, status) => {
    const res = await rawRequest(sys.url, path, { method: body ? 'POST' : 'GET', headers, body });
    expect(res.status).toBe(status);
    expectBaseHeaders(res);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the sign-in answer that sets the refresh cookie, and the refresh that reads it', async () => {
    const email = uniqueEmail('headers-cookie');
    const fresh = new TestClient(sys.url);
    await fresh.signUp(email);
    const signIn = await rawRequest(sys.url, '/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a-long-password' }),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers['set-cookie']).toBeDefined();
    expect(signIn.headers['cache-control']).toBe('no-store');
    const cookie = (signIn.headers['set-cookie'] as string[])[0].split(';')[0];
    const refresh = await rawRequest(sys.url, '/api/auth/refresh', { method: 'POST', headers: { cookie } });
    expect(refresh.status).toBe(200);
    expectBaseHeaders(refresh);
    expect(refresh.headers['cache-control']).toBe('no-store');
  });

  it('X-Forwarded-Proto does not turn HSTS on without TRUST_PROXY (anyone can send it)', async () => {
    for (const path of ['/', '/api/auth/me']) {
      const res = await get(path, { 'x-forwarded-proto': 'https', authorization: `Bearer ${client.token}` });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('the gateway’s own admin pages', () => {
  it('/admin/login runs its one script by the answer’s nonce, under the app policy', async () => {
    const res = await get('/admin/login');
    expect(res.status).toBe(200);
    expectBaseHeaders(res);
    const policy = res.headers['content-security-policy'] as string;
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(res.text).toContain(`<script nonce="${nonce}">`);
    expect(res.text).toContain(`<style nonce="${nonce}">`);
    expect(res.text).not.toMatch(/ style="/);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
