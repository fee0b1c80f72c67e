// Figure (issue 16 item 5): the longest long task while /tasks renders for a user with 2,000 tasks, in Debian's
// chromium against the built frontends (`npm run build`, as `npm start` serves them), in the production arrangement
// on real PostgreSQL (the big account is written straight into the database, see big-account.mjs). Long tasks are the
// 'longtask' performance entries (PerformanceObserver, buffered, set up before the page's own scripts). Two figures:
//   - first screen: from navigation until the first task card is painted and the page has been quiet for 1 s;
//     of those, the longest that ends after the first tasks answer arrived (the list's rendering, not the app's start);
//   - scrolled to the end: then scrolled down again and again until the list has no more pages (every task rendered),
//     the longest long task of that part.
// Also the cards rendered, the tasks API calls made and their JSON size.
import { createRequire } from 'node:module';
import { BIG_ACCOUNT_PASSWORD, seedBigAccount } from './big-account.mjs';
import { apiCaller, launchBenchChromium, startAndWait, stopGroup, waitForUrl } from './lib.mjs';

const knex = createRequire(import.meta.url)('knex');
const PORT = 8150;
const BASE = `http://127.0.0.1:${PORT}`;
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `navia_bench_render_${Date.now().toString(36)}`;
const RUNS = Number(process.env.RUNS ?? 3);
const VIEWPORT = { width: 1280, height: 800 };

const PROBE = `
(() => {
  const marks = (window.__tasksMarks = { longTasks: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) marks.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
})();
`;

const call = apiCaller(BASE);
const quiet = (page) => page.waitForTimeout(1000);

async function load(browser, email) {
  const context = await browser.newContext({ baseURL: BASE, viewport: VIEWPORT });
  const res = await context.request.post('/api/auth/sign-in', { data: { email, password: BIG_ACCOUNT_PASSWORD } });
  if (!res.ok()) throw new Error(`sign-in: ${res.status()} ${await res.text()}`);
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const calls = [];
  page.on('response', async (r) => {
    if (!new URL(r.url()).pathname.startsWith('/api/tasks') || r.request().method() !== 'GET') return;
    calls.push((await r.body().catch(() => Buffer.alloc(0))).length);
  });
  try {
    await page.goto('/tasks', { waitUntil: 'commit' });
    await page.locator('article').first().waitFor({ timeout: 60_000 });
    await quiet(page);
    const first = await page.evaluate('window.__tasksMarks.longTasks');
    // When the first tasks answer was in: the long tasks that end after it are the list's own rendering; those before
    // are the app's start (bundles, antd's styles), which a small account's page has as well.
    const answered = await page.evaluate(
      `Math.min(...performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === '/api/tasks').map((e) => e.responseEnd))`,
    );
    const firstCards = await page.locator('article').count();
    const firstBytes = calls.reduce((a, b) => a + b, 0);
    const firstCalls = calls.length;
    // Every page: scroll to the end until the list says no more (the button goes away).
    for (let i = 0; i < 100 && (await page.getByRole('button', { name: 'Load more tasks' }).count()) > 0; i += 1) {
      await page.mouse.wheel(0, 100_000);
      await page.waitForTimeout(500);
    }
    // Then until every loaded card is rendered (the count stops growing).
    for (let last = -1, i = 0; i < 120; i += 1) {
      const now = await page.locator('article').count();
      if (now === last) break;
      last = now;
      await quiet(page);
    }
    const all = await page.evaluate('window.__tasksMarks.longTasks');
    const later = all.slice(first.length);
    return {
      firstMax: Math.max(0, ...first.map((t) => t.duration)),
      renderMax: Math.max(0, ...first.filter((t) => t.start + t.duration > answered).map((t) => t.duration)),
      firstCards, firstBytes, firstCalls,
      allMax: Math.max(0, ...later.map((t) => t.duration)), allCards: await page.locator('article').count(),
      allBytes: calls.reduce((a, b) => a + b, 0), allCalls: calls.length, longTasks: all.length,
    };
  } finally {
    await context.close();
  }
}

const prod = await startAndWait(process.execPath, ['e2e/support/start-production.mjs'], {
  env: { ...process.env, E2E_GATEWAY_PORT: String(PORT), E2E_DATABASE_NAME: dbName, LOG_LEVEL: 'warn' },
  readyPattern: /Navia is ready at/,
});
const db = knex({ client: 'pg', connection: Object.assign(new URL(BASE_URL), { pathname: `/${dbName}` }).toString(), pool: { min: 0, max: 2 } });
let browser;
const rows = [];
try {
  await waitForUrl(`${BASE}/readyz`);
  const { email } = await seedBigAccount(call, db, { tag: 'render' });
  browser = await launchBenchChromium();
  await load(browser, email); // not counted: the server compresses each file on its first request
  for (let i = 0; i < RUNS; i += 1) rows.push(await load(browser, email));
} finally {
  await browser?.close();
  await db.destroy();
  await stopGroup(prod.child, 'SIGTERM');
}
const kb = (n) => `${Math.round(n / 1024)} KB`;
console.log(`/tasks at ${VIEWPORT.width}×${VIEWPORT.height}, 2,000 tasks, built frontends, Debian chromium, ${new Date().toISOString()}`);
for (const r of rows) {
  console.log(
    `first screen: longest long task ${Math.round(r.firstMax)} ms, after the tasks answer ${Math.round(r.renderMax)} ms, ${r.firstCards} cards, ` +
      `${r.firstCalls} tasks call(s), ${kb(r.firstBytes)} JSON   |   scrolled to the end: longest ${Math.round(r.allMax)} ms ` +
      `(${r.longTasks} long tasks in all), ${r.allCards} cards, ${r.allCalls} calls, ${kb(r.allBytes)} JSON`,
  );
}
