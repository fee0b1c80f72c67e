// Figure (issue 16 item 4): the dashboard's cumulative layout shift in Debian's chromium against `npm start`'s build
// (embedded defaults: PGlite, in-process jobs), for the user of bench/dashboard-paint.mjs (onboarded, every brand
// step filled, the 5-Day Launch Sprint launched: the setup card shows its last step, Today's Tasks two tasks, the
// news feed its items). Throttled like Lighthouse's mobile profile: 412×823, CPU 4× slower (CDP
// Emulation.setCPUThrottlingRate), 150 ms round trip, 1.6 Mbit/s down (CDP Network.emulateNetworkConditions).
//
// A PerformanceObserver for 'layout-shift' (buffered, installed before the page's scripts) collects every shift
// without recent input until the network has been quiet for 2 s. CLS is the largest session window (shifts less
// than 1 s apart, a window at most 5 s long), as Lighthouse and web-vitals count it; the total is shown too, and
// the elements that moved most (with SHIFTS=1, every shift and its sources).
// Each load is a new browser context signed in through the API first (cold HTTP cache). Median, min and max of RUNS.
//
// Env: RUNS (5), PORT (8100), SHIFTS=1, NO_THROTTLE=1 (real speed, as Lighthouse's simulated throttling loads it).
import { rmSync } from 'node:fs';
import { apiCaller, envWithout, launchBenchChromium, seedLaunchedUser, startAndWait, stopGroup } from './lib.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const PORT = process.env.PORT ?? '8100';
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = '/tmp/navia-bench-dashboard-cls';
const PASSWORD = 'bench-password-1';
const VIEWPORT = { width: 412, height: 823 };
const THROTTLE = !process.env.NO_THROTTLE;

const call = apiCaller(BASE);

const PROBE = `
(() => {
  const shifts = (window.__layoutShifts = []);
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return String(node && node.nodeName);
    const label = node.getAttribute('aria-label') || node.getAttribute('aria-labelledby') && document.getElementById(node.getAttribute('aria-labelledby'))?.textContent;
    const section = node.closest('section');
    const heading = section && section.querySelector('h1,h2,h3,.ant-card-head-title')?.textContent;
    return node.tagName.toLowerCase() + (node.className && typeof node.className === 'string' ? '.' + node.className.split(' ').slice(0, 2).join('.') : '') + (label ? ' [' + label + ']' : '') + (heading ? ' in "' + heading + '"' : '');
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      shifts.push({ time: e.startTime, value: e.value, sources: (e.sources || []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();
`;

async function seedUser() {
  const { email } = await seedLaunchedUser(call, { tag: 'dashboard-cls', password: PASSWORD });
  return email;
}

/** Largest session window: shifts under 1 s apart, a window spanning at most 5 s. */
function cls(shifts) {
  let best = 0;
  let current = 0;
  let windowStart = 0;
  let previous = -Infinity;
  for (const s of shifts) {
    if (s.time - previous >= 1000 || s.time - windowStart >= 5000) {
      current = 0;
      windowStart = s.time;
    }
    current += s.value;
    previous = s.time;
    best = Math.max(best, current);
  }
  return best;
}

async function load(browser, email) {
  const context = await browser.newContext({ baseURL: BASE, viewport: VIEWPORT, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  const res = await context.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
  if (!res.ok()) throw new Error(`sign-in: ${res.status()} ${await res.text()}`);
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (THROTTLE) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  }
  let inFlight = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', () => { inFlight += 1; lastActivity = Date.now(); });
  const done = () => { inFlight = Math.max(0, inFlight - 1); lastActivity = Date.now(); };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  try {
    await page.goto('/dashboard', { waitUntil: 'load', timeout: 120_000 });
    await page.getByRole('list', { name: 'Tasks due today' }).waitFor({ timeout: 60_000 });
    const deadline = Date.now() + 60_000;
    while ((inFlight > 0 || Date.now() - lastActivity < 2000) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const shifts = await page.evaluate('window.__layoutShifts');
    return { cls: cls(shifts), total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
  } finally {
    await context.close();
  }
}

rmSync(DATA_DIR, { recursive: true, force: true });
const server = await startAndWait(process.execPath, ['scripts/start.mjs'], {
  env: { ...envWithout('DATABASE_URL', 'REDIS_URL'), PORT, DATA_DIR, LOG_LEVEL: 'warn' },
  timeoutMs: 600_000,
});
let browser;
try {
  browser = await launchBenchChromium();
  const email = await seedUser();
  await load(browser, email); // not counted: the server compresses each file on its first request
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await load(browser, email));
  const sorted = runs.map((r) => r.cls).sort((a, b) => a - b);
  console.log(`/dashboard at ${VIEWPORT.width}×${VIEWPORT.height}, ${THROTTLE ? 'CPU 4×, 150 ms RTT, 1.6 Mbit/s' : 'unthrottled'}, ${await browser.version()}, ${RUNS} cold loads`);
  console.log(`CLS (largest session window): median ${sorted[Math.floor(sorted.length / 2)].toFixed(3)} [${sorted[0].toFixed(3)}–${sorted.at(-1).toFixed(3)}]; per load ${runs.map((r) => r.cls.toFixed(3)).join(', ')}`);
  console.log(`total of all shifts per load: ${runs.map((r) => r.total.toFixed(3)).join(', ')}`);
  const bySource = new Map();
  for (const r of runs) for (const s of r.shifts) for (const source of s.sources) bySource.set(source, (bySource.get(source) ?? 0) + s.value / runs.length);
  const top = [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 6);
  if (top.length) console.log('moved most (shift value per load, shared among a shift\'s sources):\n' + top.map(([s, v]) => `  ${v.toFixed(3)}  ${s}`).join('\n'));
  if (process.env.SHIFTS) for (const r of runs) console.log(JSON.stringify(r.shifts));
} finally {
  await browser?.close();
  await stopGroup(server.child);
  rmSync(DATA_DIR, { recursive: true, force: true });
}
