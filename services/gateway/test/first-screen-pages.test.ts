import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CSP_NONCE_PLACEHOLDER, LAYOUT_COOKIE, PAGE_SESSION_ELEMENT_ID, REFRESH_COOKIE } from '@navia/contracts';
import { createLogger } from '@navia/service-kit';
import { FirstScreenRenderer } from '../src/first-screen/first-screen-renderer';
import { ONBOARDING, startTestSystem, TestClient, uniqueEmail, type TestSystem } from './support/test-system';

// Issue 16: a signed-in page asked for with the refresh cookie comes with its session restored and, for a remote's
// page, its first screen drawn for its user by the render process (first-screen/). The built shell is a page of the
// test's own, with the markers the build's index.html has; the render runs the apps' sources.
jest.setTimeout(180_000);

const REPO = resolve(__dirname, '../../..');
const PAGE = `<!doctype html><html><head><meta name="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"/><link rel="preload" as="script" fetchpriority="low" href="/first-screen.js" data-first-screen></head><body><div id="root"></div></body></html>`;

let root: string;
let sys: TestSystem;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'navia-first-screen-'));
  mkdirSync(join(root, 'shell/dist'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), PAGE);
  symlinkSync(join(REPO, 'shell/server'), join(root, 'shell/server'));
  for (const remote of ['mf-dashboard-tasks', 'mf-strategies', 'mf-brand-hq', 'mf-create']) {
    mkdirSync(join(root, remote));
    symlinkSync(join(REPO, remote, 'src'), join(root, remote, 'src'));
  }
  sys = await startTestSystem({ env: { STATIC_ROOT: root, FIRST_SCREEN_RENDER: 'on' } });
});

afterAll(async () => {
  await sys?.stop();
  rmSync(root, { recursive: true, force: true });
});

async function brandOwner(companyName: string): Promise<TestClient> {
  const client = new TestClient(sys.url);
  await client.signUp(uniqueEmail('drawn'), 'a-long-password', 'Ann');
  expect((await client.call('POST', '/api/onboarding/complete', { ...ONBOARDING, companyName })).status).toBe(200);
  return client;
}

/** The page as a browser with `client`'s cookies asks for it: the answer's text, and the client keeps its new cookies. */
async function openPage(client: TestClient, path: string, headers: Record<string, string> = {}) {
  client.token = '';
  const answer = await client.call<string>('GET', path, undefined, { accept: 'text/html', ...headers });
  return { ...answer, html: answer.body as unknown as string };
}

/** The render process loads the apps once, after the gateway starts: until then pages are sent as built. */
async function drawnPage(client: TestClient, path: string, headers: Record<string, string> = {}) {
  const giveUp = Date.now() + 90_000;
  for (;;) {
    const page = await openPage(client, path, headers);
    if (page.html.includes('data-prerendered="signed-in"')) return page;
    if (Date.now() > giveUp) throw new Error(`${path} was never drawn: ${page.html.slice(0, 300)}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

const sessionOf = (html: string) => JSON.parse(new RegExp(`<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}"[^>]*>([^<]*)</script>`).exec(html)?.[1] ?? 'null');

it("draws a remote's page for its user, with the session restored for the page and its refresh cookie rotated", async () => {
  const client = await brandOwner('Harbour Books');
  const before = client.cookie;
  const page = await drawnPage(client, '/brand-profile/who-you-are');
  expect(page.status).toBe(200);
  expect(page.html).toMatch(/<h1[^>]*>Brand Headquarters<\/h1>/);
  expect(page.html).toContain('Harbour Books');
  // The app takes this answer as its session's restore instead of refreshing a second time.
  const session = sessionOf(page.html);
  expect(session.user.firstName).toBe('Ann');
  expect(typeof session.accessToken).toBe('string');
  expect(client.cookie).not.toBe(before);
  expect(client.cookie.startsWith(`${REFRESH_COOKIE}=`)).toBe(true);
  // A page the app draws over: nothing in it answers until then, and its code is asked for after its first paint.
  expect(page.html).toMatch(/<div id="root" data-prerendered="signed-in" data-layout="wide" inert>/);
  expect(page.html).not.toContain('data-first-screen');
  // Every inline <style> and the session's element carry the answer's nonce, which its policy names.
  const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
  expect(nonce).toBeTruthy();
  expect(page.html.match(/<style(?![^>]*nonce=")/g)).toBeNull();
  expect([...page.html.matchAll(/<style[^>]*nonce="([^"]+)"/g)].every((m) => m[1] === nonce)).toBe(true);
  expect(page.html).not.toMatch(/\sstyle="/);
  expect(page.headers.get('cache-control')).toBe('no-store');
  // The rotated cookie is the session's now: the next refresh takes it.
  expect((await client.call('POST', '/api/auth/refresh')).status).toBe(200);
});

it("draws each user's own page: two users' pages asked for at once hold only their own data", async () => {
  const [first, second] = await Promise.all([brandOwner('Lighthouse Bakery'), brandOwner('Copper Kettle Tea')]);
  await drawnPage(first, '/brand-profile/who-you-are');
  const [a, b] = await Promise.all([drawnPage(first, '/brand-profile/who-you-are'), drawnPage(second, '/brand-profile/who-you-are')]);
  expect(a.html).toContain('Lighthouse Bakery');
  expect(a.html).not.toContain('Copper Kettle');
  expect(b.html).toContain('Copper Kettle Tea');
  expect(b.html).not.toContain('Lighthouse Bakery');
});

it('draws a phone in the mobile layout: as the browser last said, else as its user agent suggests', async () => {
  const client = await brandOwner('Fern & Field');
  const phone = { 'user-agent': 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36' };
  expect((await drawnPage(client, '/tasks', phone)).html).toContain('data-layout="narrow"');
  client.siteCookies.set(LAYOUT_COOKIE, `${LAYOUT_COOKIE}=wide`);
  expect((await drawnPage(client, '/tasks', phone)).html).toContain('data-layout="wide"');
});

it("sends the shell's own pages as built, with the session restored", async () => {
  const client = await brandOwner('Tide & Tack');
  await drawnPage(client, '/tasks');
  const page = await openPage(client, '/settings/api-tokens');
  expect(page.html).toContain('<div id="root"></div>');
  expect(page.html).toContain('data-first-screen');
  expect(sessionOf(page.html).user.firstName).toBe('Ann');
});

it('sends the page as built without a session, and passes on a refused refresh clearing the cookie', async () => {
  const anonymous = await openPage(new TestClient(sys.url), '/tasks');
  expect(anonymous.html).toBe(PAGE.replaceAll(CSP_NONCE_PLACEHOLDER, /nonce="([^"]+)"/.exec(anonymous.html)?.[1] ?? ''));
  const stale = new TestClient(sys.url);
  stale.cookie = `${REFRESH_COOKIE}=not-a-session`;
  const refused = await openPage(stale, '/tasks');
  expect(refused.status).toBe(200);
  expect(refused.html).not.toContain(PAGE_SESSION_ELEMENT_ID);
  expect(refused.html).toContain('<div id="root"></div>');
  expect(stale.cookie).toBe('');
});

it('leaves renders off, without stopping the gateway, where the render process cannot start', async () => {
  const bare = mkdtempSync(join(tmpdir(), 'navia-no-render-'));
  const renderer = new FirstScreenRenderer(bare, {}, createLogger('test', 'silent'));
  try {
    expect(() => renderer.start(sys.url)).not.toThrow();
    expect(await renderer.render({ path: '/tasks', session: null, nonce: 'n', classPrefix: 'p' })).toBeNull();
  } finally {
    await renderer.stop();
    rmSync(bare, { recursive: true, force: true });
  }
});
