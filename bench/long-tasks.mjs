// The main thread's blocking time on a cold load (issue 16), and a fair comparison of two builds. Lighthouse's TBT is
// its simulation of the page's observed tasks at 4×; here the page runs in Debian's chromium at Lighthouse's mobile
// size under a real 4× CPU slowdown (DevTools throttling, network unthrottled) and the page's own PerformanceObserver
// reports every long task. Per load:
//   blocking  Σ (task − 50 ms) over every long task of the load (Lighthouse's TBT rule, counted from the navigation
//             rather than from the first contentful paint, which here comes after most of the work and would make the
//             figure jump between loads). The load is watched until the network is quiet and 2 s more;
//   longest   the longest task of the load;
//   LCP       the largest contentful paint, ms from the navigation (unthrottled network, so this is CPU-bound).
//
// Why a comparison mode: this shared 2-core machine drifts. The same build measured 1,222 ms and then 1,943 ms of
// blocking on `/` half an hour apart (2026-11-27), so "before" and "after" taken one after the other compare the
// machine, not the code. With COMPARE_DIR (another checkout with its own node_modules, e.g. `git worktree add
// /tmp/navia-before <rev> && (cd /tmp/navia-before && npm ci)`), both checkouts run `npm start`'s build side by side
// and their loads alternate (A, B, A, B ...), so drift reaches both alike; the table then also gives the median of
// the per-pair differences.
//
// Signed in as bench/lighthouse.mjs's user (onboarded, complete brand, one launched strategy) by a sign-in in each new
// browser context, so the app boots through the refresh cookie; `/` signed out. Each route is loaded once unmeasured
// first on each server (the server compresses each file on first request), then LOADS times, each in a new browser
// context (cold HTTP cache).
//
// Env: LOADS (default 5), ROUTES (comma-separated, default the six), PORT (8097; the comparison uses PORT + 1),
// COMPARE_DIR (see above).
import { resolve } from 'node:path';
import { MAIN_ROUTES, blockingTime, formatMs, launchBenchChromium, median, startComparedBuilds, stopBuildTarget } from './lib.mjs';

const LOADS = Number(process.env.LOADS ?? 5);
const PORT = Number(process.env.PORT ?? 8097);
const PASSWORD = 'bench-password-1';
const ROUTES = process.env.ROUTES ? process.env.ROUTES.split(',').map((r) => r.trim()) : MAIN_ROUTES;
const COMPARE_DIR = process.env.COMPARE_DIR ? resolve(process.env.COMPARE_DIR) : null;

for (const route of ROUTES) if (!MAIN_ROUTES.includes(route)) throw new Error(`ROUTES: unknown route ${route} (one of ${MAIN_ROUTES.join(', ')})`);

// Runs in the page before its own scripts: every long task and the last LCP candidate.
const OBSERVE = `
  window.__naviaPerf = { tasks: [], lcp: null };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__naviaPerf.tasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => { const all = list.getEntries(); window.__naviaPerf.lcp = all[all.length - 1].startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function load(browser, target, route) {
  const context = await browser.newContext({ baseURL: target.base, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  try {
    if (route !== '/') {
      const res = await context.request.post('/api/auth/sign-in', { data: { email: target.email, password: PASSWORD } });
      if (!res.ok()) throw new Error(`sign-in on ${target.label}: ${res.status()}`);
    }
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(route, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForTimeout(2000); // tasks after the last response (the renders of the data) are part of the load
    const { tasks, lcp } = await page.evaluate(() => window.__naviaPerf);
    return {
      blocking: blockingTime(tasks),
      longest: tasks.reduce((max, d) => Math.max(max, d), 0),
      count: tasks.length,
      lcp: lcp ?? NaN,
    };
  } finally {
    await context.close();
  }
}

const targets = [];
let browser;
try {
  await startComparedBuilds(targets, COMPARE_DIR, PORT, { seed: { tag: 'long-tasks', password: PASSWORD } });
  browser = await launchBenchChromium();
  const results = []; // per route: per target, the loads
  for (const route of ROUTES) {
    for (const target of targets) await load(browser, target, route); // warm the server's compressed files
    const runs = targets.map(() => []);
    for (let i = 0; i < LOADS; i += 1) for (const [t, target] of targets.entries()) runs[t].push(await load(browser, target, route));
    results.push({ route, runs });
    console.error(`${route}: ${targets.map((t, i) => `${t.label} ${runs[i].map((r) => Math.round(r.blocking)).join(', ')}`).join(' | ')}`);
  }
  console.log(`Cold loads at 412×823, 4× CPU slowdown (DevTools), unthrottled network, median of ${LOADS}${COMPARE_DIR ? ', loads alternating between the two builds' : ''}`);
  console.log('| route | build | blocking | longest task | long tasks | LCP |');
  console.log('|---|---|---|---|---|---|');
  for (const { route, runs } of results) {
    for (const [t, target] of targets.entries()) {
      const m = (key) => median(runs[t].map((r) => r[key]));
      console.log(`| \`${route}\` | ${target.label} | ${formatMs(m('blocking'))} | ${formatMs(m('longest'))} | ${Math.round(m('count'))} | ${formatMs(m('lcp'))} |`);
    }
    if (COMPARE_DIR) {
      const diff = median(runs[0].map((r, i) => r.blocking - runs[1][i].blocking));
      console.log(`| \`${route}\` | this − other, per pair | ${diff >= 0 ? '+' : ''}${formatMs(diff)} | | | |`);
    }
  }
} finally {
  await browser?.close();
  for (const target of targets) await stopBuildTarget(target);
}
