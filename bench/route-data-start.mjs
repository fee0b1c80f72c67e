// Figure (issue 16 item 3): when each route's data calls start, compared with when its remote's code has arrived,
// and how many times each endpoint is called in one load. Debian's chromium against `npm start`'s build (embedded
// defaults: PGlite, in-process jobs), the user of bench/dashboard-paint.mjs (onboarded, every brand-setup step
// filled, the 5-Day Launch Sprint launched). Each load is a new browser context signed in through the API first (the
// refresh cookie, as after a reload), so the HTTP cache is empty and the app boots as on a cold visit. The page is
// throttled like Lighthouse's mobile profile: 412×823, CPU 4× slower (CDP Emulation.setCPUThrottlingRate), 150 ms
// round trip, 1.6 Mbit/s down, 750 kbit/s up (CDP Network.emulateNetworkConditions).
//
// Times are from the CDP network log (Network.requestWillBeSent / loadingFinished), in ms from the document request:
//   - remoteEntry.js: when the route's remote's entry finished loading;
//   - remote code: when the last JavaScript file under /remotes/<remote>/ requested before the network first went
//     quiet finished (the entry and the chunks of its exposed routes module);
//   - each /api/ endpoint (query string left out; /api/auth/* is the session, not the route's data): when its first
//     call started, and how many calls it had in the load (the load ends once no request has been in flight for
//     3 s; /api/recent-strategy-creation is a 2 s poll by the spec, so a later call of it is the poll, not a
//     duplicate, and is listed after a '+').
// Median over RUNS loads (default 3) for the times; the counts are the most frequent count.
//
// Env: RUNS (3), ROUTES (comma-separated subset), PORT (8099), NO_THROTTLE=1 (unthrottled, for a quick look).
import { rmSync } from 'node:fs';
import { apiCaller, envWithout, launchBenchChromium, median, seedLaunchedUser, startAndWait, stopGroup } from './lib.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = process.env.PORT ?? '8099';
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = '/tmp/navia-bench-route-data';
const PASSWORD = 'bench-password-1';
const THROTTLE = !process.env.NO_THROTTLE;
const VIEWPORT = { width: 412, height: 823 };
const QUIET_MS = 3000;
const POLLED = new Set(['/api/recent-strategy-creation']);

const ALL_ROUTES = {
  '/dashboard': 'mf-dashboard-tasks',
  '/tasks': 'mf-dashboard-tasks',
  '/strategies': 'mf-strategies',
  '/brand-profile/who-you-are': 'mf-brand-hq',
  '/brand-profile/what-you-offer': 'mf-brand-hq',
  '/create/writing': 'mf-create',
};
const ROUTES = process.env.ROUTES ? process.env.ROUTES.split(',').map((r) => r.trim()) : Object.keys(ALL_ROUTES);
for (const route of ROUTES) if (!ALL_ROUTES[route]) throw new Error(`ROUTES: unknown route ${route}`);

const call = apiCaller(BASE);

async function seedUser() {
  const { email } = await seedLaunchedUser(call, { tag: 'route-data', password: PASSWORD });
  return email;
}

async function signedInContext(browser, email) {
  const context = await browser.newContext({ baseURL: BASE, viewport: VIEWPORT, isMobile: true, hasTouch: true });
  const res = await context.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
  if (!res.ok()) throw new Error(`sign-in: ${res.status()} ${await res.text()}`);
  return context;
}

/** Applies Lighthouse's mobile throttling to the page's target. */
export async function throttle(cdp) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** One cold load of `route`: the network log as { url, start, end } in ms from the document request. */
async function load(browser, email, route) {
  const context = await signedInContext(browser, email);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (THROTTLE) await throttle(cdp);
  const requests = new Map();
  let origin;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, type }) => {
    if (origin === undefined && type === 'Document') origin = timestamp;
    requests.set(requestId, { url: request.url, type, start: timestamp, end: undefined });
    if (!POLLED.has(new URL(request.url).pathname)) lastActivity = Date.now();
  });
  const finish = ({ requestId, timestamp }) => {
    const entry = requests.get(requestId);
    if (entry) entry.end = timestamp;
    if (entry && !POLLED.has(new URL(entry.url).pathname)) lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', finish);
  cdp.on('Network.loadingFailed', finish);
  try {
    await page.goto(route, { waitUntil: 'load', timeout: 120_000 });
    // Until a call for the route's own data has answered and then nothing has been in flight for QUIET_MS (the
    // remote's code and the route's first queries are done; before its data calls the page may be busy for seconds
    // with the CPU alone, so quiet alone does not mean done).
    const deadline = Date.now() + 60_000;
    const routeData = (r) => /^\/api\/(?!auth\/|user-brands)/.test(new URL(r.url).pathname);
    for (;;) {
      const all = [...requests.values()];
      const inFlight = all.some((r) => r.end === undefined && !POLLED.has(new URL(r.url).pathname));
      if (all.some((r) => routeData(r) && r.end !== undefined) && !inFlight && Date.now() - lastActivity >= QUIET_MS) break;
      if (Date.now() > deadline) throw new Error(`${route}: the network never went quiet`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const path = new URL(page.url()).pathname;
    if (path !== route) throw new Error(`${route} ended on ${path}: not signed in?`);
    return [...requests.values()].map((r) => ({
      url: new URL(r.url),
      start: (r.start - origin) * 1000,
      end: r.end === undefined ? undefined : (r.end - origin) * 1000,
    }));
  } finally {
    await context.close();
  }
}

function summarize(route, log) {
  const folder = ALL_ROUTES[route];
  const remoteJs = log.filter((r) => r.url.pathname.startsWith(`/remotes/${folder}/`) && r.url.pathname.endsWith('.js'));
  const entry = remoteJs.find((r) => r.url.pathname.endsWith('/remoteEntry.js'));
  const api = log.filter((r) => r.url.pathname.startsWith('/api/') && !r.url.pathname.startsWith('/api/auth/'));
  // The remote's first wave of code: its files requested before the first route query answered plus 1 s, which
  // leaves out chunks a screen loads later on demand.
  const firstAnswer = Math.min(...api.map((r) => r.end ?? Infinity));
  const wave = remoteJs.filter((r) => r.start <= Math.max(firstAnswer, entry?.end ?? 0) + 1000);
  const endpoints = {};
  for (const r of api.sort((a, b) => a.start - b.start)) {
    const path = r.url.pathname.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '{id}');
    (endpoints[path] ??= []).push(r.start);
  }
  return {
    entryStart: entry?.start,
    entryEnd: entry?.end,
    codeEnd: Math.max(...wave.map((r) => r.end ?? 0)),
    endpoints,
  };
}

// Whole milliseconds: the report prints them as they are.
const roundedMedian = (values) => Math.round(median(values));
const mode = (values) => {
  const counts = new Map();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
};

function report(route, runs) {
  console.log(`\n${route}  (remote ${ALL_ROUTES[route]}; ms from navigation start, median of ${runs.length})`);
  console.log(`  remoteEntry.js        requested ${roundedMedian(runs.map((r) => r.entryStart))}, loaded ${roundedMedian(runs.map((r) => r.entryEnd))}`);
  console.log(`  remote code loaded    ${roundedMedian(runs.map((r) => r.codeEnd))}`);
  const paths = [...new Set(runs.flatMap((r) => Object.keys(r.endpoints)))];
  // The route's own data: every endpoint but the brand list, which the shell's header reads on every route.
  const routeStarts = (r) => Object.entries(r.endpoints).filter(([p]) => p !== '/api/user-brands').map(([, starts]) => starts[0]);
  paths.sort((a, b) => roundedMedian(runs.map((r) => r.endpoints[a]?.[0])) - roundedMedian(runs.map((r) => r.endpoints[b]?.[0])) || a.localeCompare(b));
  for (const path of paths) {
    const counts = runs.map((r) => r.endpoints[path]?.length ?? 0);
    const polled = POLLED.has(path);
    // A polled endpoint's calls 2 s or more after its first are the poll.
    const initial = runs.map((r) => (r.endpoints[path] ?? []).filter((s, i, all) => !polled || s < all[0] + 1900).length);
    const countText = polled ? `${mode(initial)}+${mode(counts) - mode(initial)}` : `${mode(counts)}`;
    console.log(`  ${path.padEnd(34)} first call starts ${String(roundedMedian(runs.map((r) => r.endpoints[path]?.[0]))).padStart(5)}   calls ${countText}`);
  }
  const last = roundedMedian(runs.map((r) => Math.max(...routeStarts(r)) - r.codeEnd));
  console.log(`  the route's last first-call starts ${Math.abs(last)} ms ${last <= 0 ? 'before' : 'after'} its remote's code is loaded`);
}

rmSync(DATA_DIR, { recursive: true, force: true });
const server = await startAndWait(process.execPath, ['scripts/start.mjs'], {
  env: { ...envWithout('DATABASE_URL', 'REDIS_URL'), PORT, DATA_DIR, LOG_LEVEL: 'warn' },
  timeoutMs: 600_000, // a stale frontend is rebuilt first
});
let browser;
try {
  browser = await launchBenchChromium();
  const email = await seedUser();
  console.log(`${THROTTLE ? 'throttled (CPU 4×, 150 ms RTT, 1.6 Mbit/s)' : 'unthrottled'}, ${VIEWPORT.width}×${VIEWPORT.height}, cold context per load, ${await browser.version()}`);
  for (const route of ROUTES) {
    await load(browser, email, route); // not counted: the server compresses each file on its first request
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(summarize(route, await load(browser, email, route)));
    report(route, runs);
  }
} finally {
  await browser?.close();
  await stopGroup(server.child);
  rmSync(DATA_DIR, { recursive: true, force: true });
}
