import { isCspConsoleMessage } from '../support/csp-guard';
import { expect, test } from '../support/test';

/**
 * The Content Security Policy the gateway sends with the app (docs/security.md), in the browser: the page runs
 * under it (every other spec fails on any violation, through the shared fixture in e2e/support/test.ts), and what it
 * is there to stop is stopped and reported, which is also the proof that the fixture's detector catches a violation.
 */

const policyOf = async (res: { headers(): Record<string, string> }) => res.headers()['content-security-policy'] ?? '';
const directive = (policy: string, name: string) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

test('the page is served with a strict policy and a nonce that is new per answer and matches the page @core', async ({ page }) => {
  const first = await page.goto('/');
  const policy = await policyOf(first!);
  expect(directive(policy, 'script-src')).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
  expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  const nonce = /'nonce-([^']+)'/.exec(directive(policy, 'style-src'))?.[1];
  expect(nonce).toBeTruthy();
  // The page reads the same nonce (the attribute itself is hidden from the DOM by the browser).
  expect(await page.evaluate('document.querySelector(\'meta[name="csp-nonce"]\').nonce')).toBe(nonce);
  expect(await page.locator('meta[name="csp-nonce"]').getAttribute('nonce')).toBe('');
  const again = await page.request.get('/');
  expect(/'nonce-([^']+)'/.exec(await policyOf(again))?.[1]).not.toBe(nonce);
});

/**
 * Runs in the page as a same-origin script file (allowed by script-src 'self'), so what it tries is judged by the
 * page's policy alone: Playwright's own evaluate may be exempt from the eval rule.
 */
const PROBE = `
const probe = (window.cspProbe = {});
try { eval('1'); probe.evaluated = true; } catch (e) { probe.evaluated = false; }
const script = document.createElement('script');
script.textContent = 'window.cspProbe.inlineRan = true';
document.body.append(script);
const style = document.createElement('style');
style.textContent = 'body { color: rgb(255, 0, 0) !important }';
document.head.append(style);
probe.inlineRan = probe.inlineRan === true;
probe.color = getComputedStyle(document.body).color;
`;

test('an injected inline script, eval and an inline style without the nonce are refused and reported @core', async ({ page, csp }) => {
  await page.route('**/csp-probe.js', (route) => route.fulfill({ contentType: 'application/javascript', body: PROBE }));
  await page.goto('/');
  await expect(page.getByRole('main').getByText('Please sign in to access your account')).toBeVisible();
  await page.evaluate("document.body.append(Object.assign(document.createElement('script'), { src: '/csp-probe.js' }))");
  await expect.poll(() => page.evaluate('window.cspProbe')).toMatchObject({ evaluated: false, inlineRan: false });
  expect(await page.evaluate('window.cspProbe.color')).not.toBe('rgb(255, 0, 0)');

  // The detector the shared fixture uses saw each of them: all three as events, and the two inline ones on the
  // console too (Chromium logs no console line for an eval whose error the page caught).
  const eventSaw = (directive: string) => csp.violations.some((v) => v.source === 'event' && v.text.startsWith(`${directive} `));
  const consoleSaw = (pattern: RegExp) => csp.violations.some((v) => v.source === 'console' && pattern.test(v.text) && isCspConsoleMessage(v.text));
  await expect.poll(() => ['script-src', 'script-src-elem', 'style-src-elem'].map(eventSaw)).toEqual([true, true, true]);
  await expect.poll(() => [/inline script/i, /inline style/i].map(consoleSaw)).toEqual([true, true]);
  // Taken on purpose, so this test itself passes the fixture's check.
  csp.take();
});

test('another site cannot frame the app (clickjacking) @core', async ({ page, csp, baseURL }) => {
  // about:blank is another origin than the gateway: what an attacker's page would do.
  await page.setContent(`<iframe id="app" src="${baseURL}/" width="800" height="600"></iframe>`);
  await expect.poll(() => csp.violations.some((v) => /frame-ancestors/.test(v.text))).toBe(true);
  const frame = page.frame({ url: (u) => u.href.startsWith(baseURL!) });
  // The refused document never runs: no app is drawn in the frame.
  expect(await frame?.locator('#root').count().catch(() => 0) ?? 0).toBe(0);
  csp.take();
});

test('a dialog locks the page scroll: the <style> antd inserts for it carries the nonce @core', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // @rc-component/util's scroll lock (html body { overflow-y: hidden }): refused without the nonce, and then the
  // fixture fails this test too.
  await expect.poll(() => page.evaluate('getComputedStyle(document.body).overflowY')).toBe('hidden');
});
