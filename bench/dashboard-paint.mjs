// Figure (issue 6): the dashboard's first paint and first contentful paint, and the time until Today's Tasks shows
// its tasks, in Debian's chromium against `npm start`'s build (embedded defaults: PGlite, in-process jobs). The user
// is signed in, onboarded, has finished brand setup and launched the 5-Day Launch Sprint, whose first task is due
// today. Each load is timed from navigation start (performance.timeOrigin):
//   - first paint / first contentful paint: the 'paint' performance entries (PerformanceObserver, buffered);
//   - dashboard heading: the frame after 'Welcome back, …' is in the DOM and visible;
//   - tasks shown: the frame after the first task's title is visible inside Today's Tasks (a MutationObserver set up
//     before the page's own scripts, then requestAnimationFrame: the frame that paints it).
// Cold loads use a new browser context each (empty HTTP cache, signed in through the API first); warm loads reuse
// one context, so the hashed chunks come from the cache, as on a person's second visit. Median, min and max of RUNS.
import { rmSync } from 'node:fs';
import { apiCaller, envWithout, launchBenchChromium, median, seedLaunchedUser, startAndWait, stopGroup } from './lib.mjs';

const RUNS = Number(process.env.RUNS ?? 7);
const PORT = process.env.PORT ?? '8097';
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = '/tmp/navia-bench-dashboard';
const PASSWORD = 'bench-password-1';
const TASK_TITLE = 'Write your one-sentence offer';
const VIEWPORT = { width: 1280, height: 800 };

const call = apiCaller(BASE);

/** The e2e helpers' account (e2e/support/accounts.ts): onboarded, every brand-setup step filled, one strategy launched. */
async function seedUser() {
  const { email, token } = await seedLaunchedUser(call, { tag: 'dashboard', password: PASSWORD });
  const { tasks } = await call('GET', '/api/tasks', token);
  if (!tasks.some((t) => t.title === TASK_TITLE)) throw new Error(`the launched strategy has no task '${TASK_TITLE}'`);
  return email;
}

// Runs in the page before its own scripts. A string, so nothing here is transpiled or wrapped.
const PROBE = `
(() => {
  const marks = (window.__dashboardMarks = { paint: {} });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) marks.paint[e.name] = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  const visible = (el) => !!el && (el.checkVisibility ? el.checkVisibility() : el.offsetParent !== null);
  const check = () => {
    if (marks.heading === undefined && !marks.headingSeen) {
      const h1 = [...document.querySelectorAll('h1')].find((h) => h.textContent.startsWith('Welcome') && visible(h));
      if (h1) { marks.headingSeen = true; requestAnimationFrame(() => (marks.heading = performance.now())); }
    }
    if (marks.tasks === undefined && !marks.tasksSeen) {
      const list = document.querySelector('ul[aria-label="Tasks due today"]');
      const title = list && [...list.querySelectorAll('h3')].find((h) => h.textContent === ${JSON.stringify(TASK_TITLE)} && visible(h));
      if (title) { marks.tasksSeen = true; requestAnimationFrame(() => (marks.tasks = performance.now())); }
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();
`;

async function signedInContext(browser, email) {
  const context = await browser.newContext({ baseURL: BASE, viewport: VIEWPORT });
  const res = await context.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
  if (!res.ok()) throw new Error(`sign-in: ${res.status()} ${await res.text()}`);
  await context.addInitScript(PROBE);
  return context;
}

async function load(context) {
  const page = await context.newPage();
  try {
    await page.goto('/dashboard', { waitUntil: 'commit' });
    // A function, not a string: the page's policy allows no eval, and Playwright evaluates a string predicate with it.
    // The paint entries too: when the first paint already shows the tasks (the first render is one transition), the
    // observer hears of it after the tasks' mark is set.
    await page.waitForFunction(
      () => window.__dashboardMarks?.tasks !== undefined && window.__dashboardMarks.paint['first-contentful-paint'] !== undefined,
      undefined,
      { timeout: 30_000 },
    );
    const marks = await page.evaluate('window.__dashboardMarks');
    return { fp: marks.paint['first-paint'], fcp: marks.paint['first-contentful-paint'], heading: marks.heading, tasks: marks.tasks };
  } finally {
    await page.close();
  }
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: Math.round(median(sorted)), min: Math.round(sorted[0]), max: Math.round(sorted.at(-1)) };
};
function report(label, rows) {
  console.log(`${label} (${rows.length} loads, ms from navigation start: median [min–max])`);
  for (const [key, name] of [['fp', 'first paint'], ['fcp', 'first contentful paint'], ['heading', "'Welcome back' heading"], ['tasks', "Today's Tasks shows its tasks"]]) {
    const s = stats(rows.map((r) => r[key]));
    console.log(`  ${name.padEnd(32)} ${String(s.median).padStart(5)}   [${s.min}–${s.max}]`);
  }
}

rmSync(DATA_DIR, { recursive: true, force: true });
const server = await startAndWait(process.execPath, ['scripts/start.mjs'], {
  env: { ...envWithout('DATABASE_URL', 'REDIS_URL'), PORT, DATA_DIR, LOG_LEVEL: 'warn' },
});
let browser;
try {
  browser = await launchBenchChromium();
  const email = await seedUser();

  // One load first, not counted: the server compresses each file on its first request and keeps it in memory.
  const warmup = await signedInContext(browser, email);
  await load(warmup);
  await warmup.close();

  const cold = [];
  for (let i = 0; i < RUNS; i += 1) {
    const context = await signedInContext(browser, email);
    cold.push(await load(context));
    await context.close();
  }
  const warm = [];
  const context = await signedInContext(browser, email);
  await load(context);
  for (let i = 0; i < RUNS; i += 1) warm.push(await load(context));
  await context.close();

  console.log(`dashboard at ${VIEWPORT.width}×${VIEWPORT.height}, user with one launched strategy (2 tasks due today), npm start's build, Debian chromium`);
  report('cold (new context, empty HTTP cache)', cold);
  report('warm (same context, chunks cached)', warm);
} finally {
  await browser?.close();
  await stopGroup(server.child);
  rmSync(DATA_DIR, { recursive: true, force: true });
}
