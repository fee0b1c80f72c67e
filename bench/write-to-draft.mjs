// Figure (issue 7): in the writing workspace, the time from clicking Create Writing to the draft shown, with the
// built-in composer, in Debian's chromium against `npm start`'s build (embedded defaults: PGlite, in-process jobs,
// WRITER unset so the offline composer writes). The user is signed in, onboarded, has a full brand profile (the
// e2e helpers' café: voice traits, playful emoji, a persona, an offering) and is on the enterprise plan, so the
// plan's daily content cap (3 on the free plan) does not end the runs.
//
// Each run loads /create/writing afresh, fills Content Instructions through the UI (Instagram, Instagram Caption,
// the persona, the offering, a topic that differs per run) and clicks Create Writing. A script added before the
// page's own (addInitScript) records, in page time:
//   - click: the click event on the button (capture phase, so before React's handler);
//   - generating: the frame after the generating status ('Thinking about what to write...') is in the DOM;
//   - shown: the frame after the Preview region holds the draft (its text changed from what it was at the click and
//     is not the empty-preview hint), i.e. the frame that paints it;
//   - the execute-writing request's own time (Resource Timing: start to responseEnd) for the split.
// Then, on the same page, Create Writing again over the draft (a re-write into the open file) is timed the same way.
// Median, min and max of RUNS after one uncounted run (the server compresses each file on its first request).
import { rmSync } from 'node:fs';
import { apiCaller, envWithout, launchBenchChromium, median, seedBrandUser, startAndWait, stopGroup } from './lib.mjs';

const RUNS = Number(process.env.RUNS ?? 9);
const PORT = process.env.PORT ?? '8098';
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = '/tmp/navia-bench-write-to-draft';
const PASSWORD = 'bench-password-1';
const VIEWPORT = { width: 1280, height: 800 };
const EMPTY_HINT = 'Nothing to preview yet';

const call = apiCaller(BASE);

async function seedUser() {
  const { email } = await seedBrandUser(call, { tag: 'write', password: PASSWORD, plan: 'enterprise' });
  return email;
}

// Runs in the page before its own scripts. A string, so nothing here is transpiled or wrapped.
const PROBE = `
(() => {
  const marks = (window.__writeMarks = { runs: [] });
  const preview = () => document.querySelector('[role="region"][aria-label="Preview"]');
  const text = () => (preview() ? preview().textContent : '');
  let run = null;
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.textContent.trim() !== 'Create Writing') return;
    run = { click: performance.now(), before: text() };
    marks.runs.push(run);
  }, true);
  const check = () => {
    if (!run) return;
    if (run.generating === undefined && !run.generatingSeen) {
      const status = [...document.querySelectorAll('[role="status"]')].find((s) => s.textContent.includes('Thinking about what to write'));
      if (status) { run.generatingSeen = true; const r = run; requestAnimationFrame(() => (r.generating = performance.now())); }
    }
    if (run.shown === undefined && !run.shownSeen) {
      const now = text();
      if (now && now !== run.before && !now.includes(${JSON.stringify(EMPTY_HINT)})) {
        run.shownSeen = true;
        run.length = now.length;
        const r = run;
        requestAnimationFrame(() => (r.shown = performance.now()));
      }
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();
`;

async function choose(page, label, option) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${option}$`) }).click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'detached' }).catch(() => undefined);
}

/** Clicks Create Writing and waits for the probe's 'shown' mark; returns that run's marks and the request's time. */
async function write(page, index) {
  const resourcesBefore = await page.evaluate("performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/mindstudio/execute-writing')).length");
  await page.getByRole('button', { name: 'Create Writing' }).click();
  await page.waitForFunction((i) => window.__writeMarks.runs[i] && window.__writeMarks.runs[i].shown !== undefined, index, { timeout: 30_000 });
  const run = await page.evaluate((i) => window.__writeMarks.runs[i], index);
  const request = await page.evaluate((n) => {
    const entries = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/mindstudio/execute-writing'));
    const e = entries[n];
    return e ? { start: e.startTime, end: e.responseEnd } : null;
  }, resourcesBefore);
  // Let the success toast and the generating state settle before the next click.
  await page.getByRole('button', { name: 'Create Writing' }).waitFor();
  await page.waitForFunction("!document.querySelector('[aria-busy=\"true\"]')");
  return {
    shown: run.shown - run.click,
    generating: run.generating === undefined ? NaN : run.generating - run.click,
    request: request ? request.end - request.start : NaN,
    beforeRequest: request ? request.start - run.click : NaN,
    afterResponse: request ? run.shown - request.end : NaN,
    length: run.length,
  };
}

async function oneRun(context, n) {
  const page = await context.newPage();
  try {
    await page.goto('/create/writing');
    await page.getByRole('heading', { name: 'Writing', level: 1 }).waitFor();
    await choose(page, 'Platform', 'Instagram');
    await choose(page, 'Format', 'Instagram Caption');
    await choose(page, 'Audience', 'Commuter Kim');
    await choose(page, 'Offer', 'Morning pass');
    await page.getByRole('textbox', { name: 'Topic to write about' }).fill(`Our morning pass for early shifts, week ${n}`);
    const draft = await write(page, 0);
    const rewrite = await write(page, 1);
    return { draft, rewrite };
  } finally {
    await page.close();
  }
}

const stats = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return { median: Math.round(median(sorted)), min: Math.round(sorted[0]), max: Math.round(sorted.at(-1)) };
};
function report(label, rows) {
  console.log(`${label} (${rows.length} runs, ms from the click: median [min–max]; draft ~${Math.round(stats(rows.map((r) => r.length)).median)} characters of preview text)`);
  for (const [key, name] of [
    ['generating', "generating status shown ('Thinking about what to write...')"],
    ['beforeRequest', 'click → execute-writing request sent'],
    ['request', 'execute-writing request (sent → last byte)'],
    ['afterResponse', 'last byte → draft painted'],
    ['shown', 'DRAFT SHOWN in the Preview'],
  ]) {
    const s = stats(rows.map((r) => r[key]));
    console.log(`  ${name.padEnd(60)} ${String(s.median).padStart(5)}   [${s.min}–${s.max}]`);
  }
}

rmSync(DATA_DIR, { recursive: true, force: true });
const server = await startAndWait(process.execPath, ['scripts/start.mjs'], {
  env: { ...envWithout('DATABASE_URL', 'REDIS_URL', 'WRITER'), PORT, DATA_DIR, LOG_LEVEL: 'warn' },
});
let browser;
try {
  browser = await launchBenchChromium();
  const email = await seedUser();
  const context = await browser.newContext({ baseURL: BASE, viewport: VIEWPORT });
  const res = await context.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
  if (!res.ok()) throw new Error(`sign-in: ${res.status()} ${await res.text()}`);
  await context.addInitScript(PROBE);

  await oneRun(context, 0);
  const runs = [];
  for (let i = 1; i <= RUNS; i += 1) runs.push(await oneRun(context, i));
  await context.close();

  console.log(`writing workspace at ${VIEWPORT.width}×${VIEWPORT.height}, Instagram Caption, offline composer, npm start's build, Debian chromium`);
  report('new draft (empty editor → a new file)', runs.map((r) => r.draft));
  report('re-write (over that draft, into the open file)', runs.map((r) => r.rewrite));
} finally {
  await browser?.close();
  await stopGroup(server.child);
  rmSync(DATA_DIR, { recursive: true, force: true });
}
