import { expect, test } from '../support/test';
import { onboardedUser } from '../support/accounts';

// The shell's page lists its first-screen scripts as low-priority preloads (FirstScreenPreloadPlugin, issue 16), so
// the browser asks for them beside main.js instead of after it. A preload the page does not then use is bytes wasted
// on a phone, and one whose script is fetched a second time doubles them: each listed file must be fetched once.
// A signed-in page of the shell's own (the gateway draws only the remotes' pages, and a drawn page has no preloads:
// its code is asked for after it has painted).
test('a signed-in page fetches each of its preloaded first-screen scripts once, and uses them', { tag: '@core' }, async ({ page }) => {
  await onboardedUser(page, 'Pia');
  const fetched: string[] = [];
  // Each script's chunk ids, from its first statement: `(self.webpackChunkshell = ...).push([[ids], {...}])`.
  const chunkIds = new Map<string, Promise<string[]>>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const ids = response.text().then((text) => /\.push\(\[\[([^\]]*)\]/.exec(text)?.[1].split(',').map((id) => id.replace(/["']/g, '')) ?? [], () => []);
    chunkIds.set(new URL(response.url()).pathname, ids);
  });
  const answer = await page.goto('/settings/api-tokens');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const html = (await answer?.text()) ?? '';
  const preloaded = [...html.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)" data-first-screen>/g)].map((m) => m[1]);
  // The first screen's file and the two every signed-in page loads next (shell-chunks.cjs).
  expect(preloaded.length).toBeGreaterThanOrEqual(3);
  for (const file of preloaded) expect(fetched.filter((f) => f === file), file).toHaveLength(1);
  // Used, not only fetched: the page ran each (webpack registers every chunk it has run in its chunk array).
  const ran = await page.evaluate(() => (globalThis as unknown as { webpackChunkshell: [(string | number)[]][] }).webpackChunkshell.flatMap(([ids]) => ids.map(String)));
  for (const file of preloaded) {
    const ids = await chunkIds.get(file);
    expect(ids, file).not.toHaveLength(0);
    for (const id of ids ?? []) expect(ran, file).toContain(id);
  }
});
