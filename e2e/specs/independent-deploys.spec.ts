import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { describeViolations, guardContext } from '../support/csp-guard';
import { expect, test } from '../support/test';
import { completeBrandSetupViaApi, completeOnboardingViaApi, signUpViaApi } from '../support/accounts';
import { ROOT, startExtraGateway } from '../support/arrangement';
import { olderRemoteBuild } from '../support/older-remote';
import { startStaticOrigin } from '../support/static-origin';
import { chooseOption } from '../support/select-option';

/**
 * Independent deploys (docs/operations.md, "Who serves the frontends"): the shell reads where each remote lives
 * from /remotes.json at run time, so a remote can move to another origin, or run an older build, without the shell
 * being rebuilt. Each test starts its own second gateway (same services, secrets, database and Redis as the
 * production arrangement) configured the way that deployment would be, and drives the same built shell through it.
 */

/**
 * The older strategies remote: the commit whose strategies e2e first passed on the production arrangement. Since
 * then the remote's own sources changed (shared hooks moved into the client kit) and so did the contracts bundled
 * into it. If a deliberate, incompatible change to the strategies API ever retires this build, move the pin forward
 * to a commit that still should work beside today's shell, and say so in the commit.
 */
const OLDER_STRATEGIES_COMMIT = '39f6d38a5081d71a6e8d1df5453ed19431c46a8f';

/**
 * A fresh gateway compresses each file (brotli and gzip) on its first request, so its first page (the shell and the
 * shared antd chunk) takes seconds longer than on the warmed-up main gateway, more so while another spec shares the
 * two cores.
 */
const FIRST_PAGE_MS = 30_000;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Every file of a built folder with its content hash and modification time. */
function fingerprint(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => statSync(join(dir, f)).isFile())
      .sort()
      .map((f) => [f, `${sha256(readFileSync(join(dir, f)))} ${statSync(join(dir, f)).mtimeMs}`]),
  );
}

/** Semver precedence (major.minor.patch, then a pre-release sorts before its release), enough for these versions. */
function semverCompare(a: string, b: string): number {
  const parse = (v: string) => {
    const [core, pre] = v.split(/-(.*)/s);
    return { core: core.split('.').map(Number), pre: pre ? pre.split('.') : [] };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) if (x.core[i] !== y.core[i]) return x.core[i] - y.core[i];
  if (!x.pre.length || !y.pre.length) return y.pre.length - x.pre.length;
  for (let i = 0; i < Math.max(x.pre.length, y.pre.length); i++) {
    if (x.pre[i] === undefined) return -1;
    if (y.pre[i] === undefined) return 1;
    if (x.pre[i] === y.pre[i]) continue;
    const numeric = /^\d+$/.test(x.pre[i]) && /^\d+$/.test(y.pre[i]);
    return numeric ? Number(x.pre[i]) - Number(y.pre[i]) : x.pre[i] < y.pre[i] ? -1 : 1;
  }
  return 0;
}

/** The JavaScript a page downloaded, by URL, with the body as the browser received it (decompressed). */
function recordScripts(page: Page): Map<string, Promise<Buffer | undefined>> {
  const scripts = new Map<string, Promise<Buffer | undefined>>();
  page.on('response', (res) => {
    // The first download of each file (a reload may revalidate it: 304, no body).
    if (res.url().endsWith('.js') && res.status() === 200 && !scripts.has(res.url())) scripts.set(res.url(), res.body().catch(() => undefined));
  });
  return scripts;
}

/**
 * A context of its own (its base URL is the second gateway), so the shared fixture's CSP watch does not cover it:
 * it is guarded here, and `expectNoCspViolations` ends each walk, as the fixture would.
 */
async function signedInContext(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const violations = await guardContext(context);
  const page = await context.newPage();
  const { token } = await signUpViaApi(page.request, 'Dee', 'deploys');
  await completeOnboardingViaApi(page.request, token);
  await completeBrandSetupViaApi(page.request, token);
  const expectNoCspViolations = () => expect(violations, `Content Security Policy violations:\n${describeViolations(violations)}`).toEqual([]);
  return { context, page, token, expectNoCspViolations };
}

const shellDist = join(ROOT, 'shell', 'dist');

test('a remote moved to another origin loads from there, with the same shell build and no rebuild', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const shellBefore = fingerprint(shellDist);

  // The create remote published alone: a copy of its build on a second static server, laid out like its image.
  const originRoot = test.info().outputPath('origin');
  cpSync(join(ROOT, 'mf-create', 'dist'), join(originRoot, 'remotes', 'mf-create'), { recursive: true });
  // Published as its own release: the build's stamp beside remoteEntry.js says which (as a pipeline would stamp it).
  const stampFile = join(originRoot, 'remotes', 'mf-create', 'remote-version.json');
  const built = JSON.parse(readFileSync(stampFile, 'utf8')) as { name: string; version: string; commit: string | null; loads: { files: string[] } };
  expect(built.name).toBe('mf_create');
  const published = { ...built, version: `${built.version}-cdn.1`, commit: 'feedc0ffee12' };
  writeFileSync(stampFile, JSON.stringify(published));
  const origin = await startStaticOrigin(originRoot);
  const entry = `${origin.url}/remotes/mf-create/remoteEntry.js`;
  const gateway = await startExtraGateway({ REMOTE_MF_CREATE_URL: entry });
  const { context, page, expectNoCspViolations } = await signedInContext(browser, gateway.url);
  try {
    // The manifest is the only thing that moved: create points at the origin, the others at the gateway. What the
    // moved remote's first page loads is its own build's word too (main.js preloads those files from the origin).
    const manifest = await (await request.get(`${gateway.url}/remotes.json`)).json();
    expect(built.loads.files.length).toBeGreaterThan(0);
    expect(manifest.remotes.mf_create).toEqual({ entry, version: published.version, commit: published.commit, loads: built.loads });
    expect(manifest.remotes.mf_strategies.entry).toBe('/remotes/mf-strategies/remoteEntry.js');
    const mainManifest = await (await request.get('/remotes.json')).json();
    expect(mainManifest.remotes.mf_create).toMatchObject({ entry: '/remotes/mf-create/remoteEntry.js', version: built.version });

    const scripts = recordScripts(page);
    const requested: string[] = [];
    page.on('request', (req) => requested.push(req.url()));

    // The create remote works from its new origin: a draft written by the (offline) composer.
    await page.goto('/create/writing');
    await expect(page.getByRole('heading', { name: 'Writing', level: 1 })).toBeVisible({ timeout: FIRST_PAGE_MS });
    await chooseOption(page, 'Platform', 'Instagram');
    await chooseOption(page, 'Format', 'Instagram Caption');
    await page.getByRole('textbox', { name: 'Topic to write about' }).fill('A morning pass for commuters');
    await page.getByRole('button', { name: 'Create Writing' }).click();
    await expect(page.getByText('Content generated successfully', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'File name' })).toHaveValue(/^A morning pass for commuters - Navia Created Content/);

    // Another remote still comes from the gateway.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByText('Welcome back, Dee')).toBeVisible();

    // Where the code came from: every create file from the origin (its entry and at least one hashed chunk), none
    // from the gateway; the dashboard remote from the gateway.
    const createFiles = requested.filter((u) => u.includes('/remotes/mf-create/'));
    expect(createFiles).toContain(entry);
    expect(createFiles.some((u) => /\/remotes\/mf-create\/[\w-]+\.[0-9a-f]{8}\.js$/.test(u))).toBe(true);
    expect(createFiles.filter((u) => !u.startsWith(`${origin.url}/`))).toEqual([]);
    expect(requested).toContain(`${gateway.url}/remotes/mf-dashboard-tasks/remoteEntry.js`);
    // The origin answered them (the server's own log), and they are the files of the build it was given.
    const served = origin.requests.filter((r) => r.method === 'GET' && r.status === 200).map((r) => r.path);
    expect(served).toContain('/remotes/mf-create/remoteEntry.js');
    expect(await scripts.get(entry)).toEqual(readFileSync(join(ROOT, 'mf-create', 'dist', 'remoteEntry.js')));

    // The shell is the one already built: what the browser ran is the file on disk, byte for byte, and it does not
    // name the origin (the location came from /remotes.json at run time); the build folder is untouched.
    const mainJs = await scripts.get(`${gateway.url}/main.js`);
    expect(mainJs && sha256(mainJs)).toBe(sha256(readFileSync(join(shellDist, 'main.js'))));
    expect(mainJs?.toString()).not.toContain(origin.url);
    expect(fingerprint(shellDist)).toEqual(shellBefore);
    expectNoCspViolations();
  } finally {
    await context.close();
    await gateway.stop();
    await origin.close();
  }
});

test('an older build of a remote beside the current shell: the app still works and the manifest reports it', async ({ browser, request }) => {
  // The first run builds the older remote (about 30 s on two cores); later runs reuse it.
  test.setTimeout(180_000);
  const shellBefore = fingerprint(shellDist);
  const older = await olderRemoteBuild('mf-strategies', OLDER_STRATEGIES_COMMIT);
  const current = JSON.parse(readFileSync(join(ROOT, 'mf-strategies', 'package.json'), 'utf8')).version as string;
  expect(semverCompare(older.version, current)).toBeLessThan(0);
  // Genuinely older: its sources differ from today's, and so does its build (other chunks).
  expect(() => execFileSync('git', ['diff', '--quiet', OLDER_STRATEGIES_COMMIT, 'HEAD', '--', 'mf-strategies'], { cwd: ROOT })).toThrow();
  const olderFiles = readdirSync(join(older.dir, 'dist'));
  const currentFiles = readdirSync(join(ROOT, 'mf-strategies', 'dist'));
  expect(olderFiles.filter((f) => !currentFiles.includes(f)).length).toBeGreaterThan(0);

  // The deployment: today's shell and other remotes, the older strategies build in their place.
  const staticRoot = test.info().outputPath('static-root');
  mkdirSync(staticRoot, { recursive: true });
  for (const folder of ['shell', 'mf-dashboard-tasks', 'mf-brand-hq', 'mf-create']) symlinkSync(join(ROOT, folder), join(staticRoot, folder));
  symlinkSync(older.dir, join(staticRoot, 'mf-strategies'));
  const gateway = await startExtraGateway({ STATIC_ROOT: staticRoot });
  const { context, page, token, expectNoCspViolations } = await signedInContext(browser, gateway.url);
  try {
    const manifest = await (await request.get(`${gateway.url}/remotes.json`)).json();
    expect(manifest.remotes.mf_strategies).toEqual({ entry: '/remotes/mf-strategies/remoteEntry.js', version: older.version });
    expect((await (await request.get('/remotes.json')).json()).remotes.mf_strategies.version).toBe(current);

    const scripts = recordScripts(page);

    // A strategy launched through the older remote's own screens: guide, templates, launch dialog.
    await page.goto('/strategies');
    await expect(page.getByRole('heading', { name: 'Strategies', level: 1 })).toBeVisible({ timeout: FIRST_PAGE_MS });
    await page.getByRole('button', { name: 'Strategy Guide' }).click();
    const dialog = (name: string) => page.getByRole('dialog').filter({ has: page.getByText(name, { exact: true }) });
    const guide = dialog('Your Strategy Guide');
    await guide.getByRole('radio', { name: /Launch something new/ }).check();
    await guide.getByRole('button', { name: 'Continue' }).click();
    await guide.getByRole('radio', { name: /On Facebook/ }).check();
    await guide.getByRole('button', { name: 'Continue' }).click();
    const template = 'Facebook Grand Opening in 10 Days';
    await page.getByRole('article', { name: template }).getByRole('button', { name: 'Launch this Strategy' }).click();
    const launch = dialog('Launch Strategy');
    const values = launch.getByPlaceholder('Enter your current number');
    await expect(values).toHaveCount(3);
    await values.nth(0).fill('40');
    await values.nth(1).fill('120');
    await values.nth(2).fill('8');
    await launch.getByRole('button', { name: 'Launch Strategy' }).click();
    await expect(page.getByText('Strategy Launched!')).toBeVisible();
    const strategy = page.getByRole('tabpanel').getByRole('article', { name: template });
    await expect(strategy).toBeVisible();

    // Across remotes: View Tasks opens today's tasks remote; a completed task moves the progress the older remote
    // shows (kept by the strategies worker from the task event, so it is awaited through the API first).
    await strategy.getByRole('button', { name: 'View Tasks' }).click();
    await expect(page).toHaveURL(/\/tasks\?filter=strategy-facebook-grand-opening-in-10-days$/);
    const task = page.getByRole('article', { name: 'Get your Facebook Page opening-ready' });
    await task.getByRole('checkbox', { name: 'Mark Complete' }).click();
    await expect(task.getByRole('checkbox', { name: 'Complete' })).toBeChecked();
    const progress = async () => {
      const res = await page.request.get('/api/strategies', { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()).strategies as Array<{ completionPercentage: number }>)[0]?.completionPercentage ?? 0;
    };
    await expect.poll(progress, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.goto('/strategies');
    await expect(strategy.getByLabel(`${template} progress`)).toHaveAttribute('aria-valuenow', String(await progress()));

    // What ran was the older build: its entry byte for byte, and chunks only it has.
    const entryBody = await scripts.get(`${gateway.url}/remotes/mf-strategies/remoteEntry.js`);
    expect(entryBody).toEqual(readFileSync(join(older.dir, 'dist', 'remoteEntry.js')));
    const chunks = [...scripts.keys()].filter((u) => u.includes('/remotes/mf-strategies/')).map((u) => u.split('/').pop()!);
    expect(chunks.every((f) => olderFiles.includes(f))).toBe(true);
    expect(chunks.some((f) => !currentFiles.includes(f))).toBe(true);
    expect(fingerprint(shellDist)).toEqual(shellBefore);
    test.info().annotations.push({ type: 'older remote', description: `${older.app} ${older.version} (built in ${older.buildSeconds.toFixed(1)} s)` });
    expectNoCspViolations();
  } finally {
    await context.close();
    await gateway.stop();
  }
});
