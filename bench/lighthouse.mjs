// Figure (issue 16): Lighthouse 13's default mobile profile (simulated slow 4G, 4× CPU slowdown, Moto G-sized screen)
// on the six main routes, in Debian's chromium against `npm start`'s build on its embedded defaults: the bench starts
// scripts/start.mjs, which builds any stale frontend first (the repo's own build step), with PGlite in a throwaway
// DATA_DIR and in-process jobs, exactly as a person running `npm start` gets it.
//
// The user is signed in, onboarded, has every brand-setup step filled and has launched the 5-Day Launch Sprint (the
// account of e2e/support/accounts.ts and bench/dashboard-paint.mjs). Signed in "through the refresh cookie": before
// each signed-in run the bench signs in over the API and puts that new session's httpOnly refresh cookie into the
// browser's cookie jar (CDP Storage.setCookies), so the app boots as after a reload; the jar then follows the token's
// rotations, and no two runs share a token (a reused rotated token revokes the session, issue 15). `/` is measured
// signed out (jar emptied). Lighthouse's storage reset leaves cookies alone (its clearStorageTypes has none).
//
// Each route is loaded once first in a plain tab, not measured: the server compresses each file on its first request
// and keeps it in memory. Then RUNS Lighthouse runs per route (default 3); the table shows each figure's median over the
// runs (each median taken on its own) and the individual performance scores.
//
// Env: RUNS (default 3), ROUTES (comma-separated subset of the six, e.g. ROUTES=/tasks,/dashboard), PORT (8098),
// LH_OUT (a folder: each run's Lighthouse JSON is written there as <route>-<n>.json, and with LH_TRACES=1 what
// bench/lantern-lcp-path.mjs replays, as <route>-<n>.artifacts.json: the trace, the DevTools log and the settings).
// THROTTLING (a what-if, not the issue's figure): JSON merged over the mobile profile's simulated throttling, e.g.
// THROTTLING='{"cpuSlowdownMultiplier":1}' or '{"rttMs":5,"requestLatencyMs":5}', to see which of CPU, round trips
// and bytes sets a metric (docs/performance.md "What sets a signed-in route's LCP").
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling as THROTTLING_PROFILES } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { MAIN_ROUTES, ROOT, apiCaller, envWithout, median, seedLaunchedUser, startAndWait, stopGroup } from './lib.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = process.env.PORT ?? '8098';
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = '/tmp/navia-bench-lighthouse';
const PASSWORD = 'bench-password-1';
const REFRESH_COOKIE = 'navia_refresh'; // packages/contracts REFRESH_COOKIE, Path=/ (identity's session-cookie.ts)
const SESSION_HINT_COOKIE = 'navia_session'; // packages/contracts SESSION_HINT_COOKIE, Path=/, set beside it
const ROUTES = process.env.ROUTES ? process.env.ROUTES.split(',').map((r) => r.trim()) : MAIN_ROUTES;
const LH_OUT = process.env.LH_OUT;
const signedOut = (route) => route === '/';

for (const route of ROUTES) if (!MAIN_ROUTES.includes(route)) throw new Error(`ROUTES: unknown route ${route} (one of ${MAIN_ROUTES.join(', ')})`);

const call = apiCaller(BASE);

async function seedUser() {
  const { email, token } = await seedLaunchedUser(call, { tag: 'lighthouse', password: PASSWORD });
  const { tasks } = await call('GET', '/api/tasks', token);
  if (tasks.length === 0) throw new Error('the launched strategy made no tasks');
  return email;
}

/** A new session's refresh token, as the sign-in response sets it in the cookie. */
async function freshRefreshToken(email) {
  const res = await fetch(`${BASE}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  for (const header of res.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq).trim() === REFRESH_COOKIE) return pair.slice(eq + 1);
  }
  throw new Error(`sign-in set no ${REFRESH_COOKIE} cookie`);
}

/**
 * Empties the browser's cookie jar and, for a signed-in route, puts a new session's refresh cookie in it, with the
 * session hint the sign-in sets beside it. Signed out, `/` is then the prerendered signed-out page.
 */
async function prepareCookies(cdp, route, email) {
  await cdp.send('Storage.clearCookies');
  if (signedOut(route)) return;
  const value = await freshRefreshToken(email);
  const expires = Date.now() / 1000 + 3600;
  await cdp.send('Storage.setCookies', {
    cookies: [
      { name: REFRESH_COOKIE, value, url: BASE, path: '/', httpOnly: true, sameSite: 'Strict', expires },
      { name: SESSION_HINT_COOKIE, value: '1', url: BASE, path: '/', sameSite: 'Lax', expires },
    ],
  });
}

const FLAGS = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility'],
  // Simulated throttling: the page really loads unthrottled, so Lighthouse's own 45 s load wait is generous even on a
  // slow shared 2-core machine. (Signed out, `/` once took all of it: its 401 from /api/auth/refresh never reached
  // loadingFinished in the DevTools log. The prerendered signed-out page sends no refresh.)
  maxWaitForLoad: 45_000,
  maxWaitForFcp: 60_000,
  ...(process.env.THROTTLING ? { throttling: { ...THROTTLING_PROFILES.mobileSlow4G, ...JSON.parse(process.env.THROTTLING) } } : {}),
};

/** One plain, unthrottled load of the route, so that its files are compressed and cached on the server. */
async function warmUp(cdp, route, email) {
  await prepareCookies(cdp, route, email);
  const page = await browser.newPage();
  try {
    await page.goto(`${BASE}${route}`, { waitUntil: 'load', timeout: 120_000 });
    await new Promise((r) => setTimeout(r, 3000)); // the remote's chunks and the route's first queries
  } finally {
    await page.close();
  }
}

async function runOnce(port, cdp, route, email) {
  await prepareCookies(cdp, route, email);
  const result = await lighthouse(`${BASE}${route}`, { ...FLAGS, port });
  if (!result) throw new Error(`lighthouse returned nothing for ${route}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (!signedOut(route) && new URL(lhr.finalDisplayedUrl).pathname !== route) {
    throw new Error(`${route} ended on ${lhr.finalDisplayedUrl}: not signed in?`);
  }
  const a = lhr.audits;
  return {
    result,
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    transfer: a['total-byte-weight'].numericValue,
    warnings: lhr.runWarnings,
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

rmSync(DATA_DIR, { recursive: true, force: true });
if (LH_OUT) mkdirSync(LH_OUT, { recursive: true });
const server = await startAndWait(process.execPath, ['scripts/start.mjs'], {
  env: { ...envWithout('DATABASE_URL', 'REDIS_URL'), PORT, DATA_DIR, LOG_LEVEL: 'warn' },
  timeoutMs: 600_000, // a stale frontend is rebuilt first
});
let chrome;
let browser;
// Ctrl-C or a supervisor's TERM still stops the server and the browser (the server runs in its own process group).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await chrome?.kill();
    await stopGroup(server.child);
    rmSync(DATA_DIR, { recursive: true, force: true });
    process.exit(130);
  });
}
try {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const cdp = await browser.target().createCDPSession();
  const email = await seedUser();

  const rows = [];
  for (const route of ROUTES) {
    await warmUp(cdp, route, email);
    const runs = [];
    for (let i = 1; i <= RUNS; i += 1) {
      const run = await runOnce(chrome.port, cdp, route, email);
      if (LH_OUT) {
        const name = (route === '/' ? 'root' : route.slice(1).replaceAll('/', '_')) + `-${i}`;
        writeFileSync(`${LH_OUT}/${name}.json`, run.result.report);
        if (process.env.LH_TRACES) {
          const { Trace, DevtoolsLog, URL, GatherContext, HostDPR } = run.result.artifacts;
          const artifacts = { Trace, DevtoolsLog, URL, GatherContext, HostDPR, settings: run.result.lhr.configSettings };
          writeFileSync(`${LH_OUT}/${name}.artifacts.json`, JSON.stringify(artifacts));
        }
      }
      delete run.result;
      runs.push(run);
      console.error(`${route} run ${i}: performance ${run.performance}, LCP ${seconds(run.lcp)}, TBT ${seconds(run.tbt)}, CLS ${run.cls.toFixed(2)}${run.warnings.length ? ` (warnings: ${run.warnings.join(' | ')})` : ''}`);
    }
    rows.push({ route, runs });
  }

  console.log(`Lighthouse ${JSON.parse(readFileSync(`${ROOT}/node_modules/lighthouse/package.json`, 'utf8')).version}, mobile default (simulated throttling${process.env.THROTTLING ? `, overridden: ${process.env.THROTTLING}` : ''}), ${await browser.version()}, npm start's build (PGlite), median of ${RUNS}`);
  console.log('| route | performance | LCP | TBT | CLS | transfer | accessibility | performance per run |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { route, runs } of rows) {
    const m = (key) => median(runs.map((r) => r[key]));
    const label = signedOut(route) ? `\`${route}\` (signed out)` : `\`${route}\``;
    console.log(`| ${label} | ${m('performance')} | ${seconds(m('lcp'))} | ${seconds(m('tbt'))} | ${m('cls').toFixed(2)} | ${Math.round(m('transfer') / 1024)} KB | ${m('accessibility')} | ${runs.map((r) => r.performance).join(', ')} |`);
  }
} finally {
  await browser?.disconnect();
  await chrome?.kill();
  await stopGroup(server.child);
  rmSync(DATA_DIR, { recursive: true, force: true });
}
