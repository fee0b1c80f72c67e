// Where a route's main-thread JavaScript goes (issue 16 item 2): a V8 CPU profile (CDP Profiler, 200 µs sampling) of
// one cold load of each route in ROUTES, in Debian's chromium at Lighthouse's mobile size and 4× CPU slowdown, signed in
// as bench/lighthouse.mjs's user (`/` signed out, as that bench measures it), on `npm start`'s build (PGlite in a
// throwaway DATA_DIR).
//
// Lighthouse's own trace has no CPU samples (its trace categories leave v8.cpu_profiler out), and its bootup-time audit
// charges a task to the script at the top of its stack, so everything React calls during a render is billed to
// react-dom's chunk. A CPU profile gives each function's SELF time instead. The chunks are minified without source
// maps, so the report gives self time per chunk (named by what it contains) and the heaviest functions with the first
// characters of their source, which is enough to tell React's reconciler from @ant-design/cssinjs (its style
// serialisation, hashing with @emotion/hash's 0x5bd1e995 multiplier, stylis) by eye.
//
// Env: ROUTES (default /brand-profile/who-you-are,/create/writing), TOP (functions listed, default 25), PORT (8099),
// PROFILE_OUT (a folder: each route's .cpuprofile, openable in DevTools' Performance panel, is written there),
// NAVIA_PROFILING_BUILD=1 (self time by package and by module, from an unminified build; see moduleIndex).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { apiCaller, envWithout, seedLaunchedUser, startAndWait, stopGroup } from './lib.mjs';

const PORT = process.env.PORT ?? '8099';
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = '/tmp/navia-bench-main-thread';
const PASSWORD = 'bench-password-1';
const ROUTES = (process.env.ROUTES ?? '/brand-profile/who-you-are,/create/writing').split(',');
const TOP = Number(process.env.TOP ?? 25);
const call = apiCaller(BASE);

async function seedUser() {
  const { email } = await seedLaunchedUser(call, { tag: 'profile', password: PASSWORD });
  return email;
}

/** What a chunk holds, from marker strings in its source (antd's own class names are built at run time: no marker). */
function chunkLabel(url, source) {
  const path = new URL(url).pathname;
  const has = (s) => source.includes(s);
  const parts = [];
  if (has('react.dev/errors') || has('Minified React error')) parts.push(has('__reactContainer') || has('createRoot') ? 'react-dom' : 'react');
  if (has('data-token-hash') || has('data-css-hash')) parts.push('@ant-design/cssinjs');
  return `${path} (${Math.round(source.length / 1024)} KB raw${parts.length ? `: ${[...new Set(parts)].join(', ')}` : ''})`;
}

async function profile(browser, email, route) {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  // `/` is measured signed out, as bench/lighthouse.mjs measures it: the prerendered signed-out page.
  if (route !== '/') {
    const res = await context.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
    if (!res.ok()) throw new Error(`sign-in: ${res.status()}`);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(route, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(2000); // let the last renders after the data arrives finish; the profile is what we read
  const { profile: cpu } = await cdp.send('Profiler.stop');
  const sources = new Map();
  for (const script of new Set(cpu.nodes.map((n) => n.callFrame.url).filter((u) => u.startsWith(BASE)))) {
    sources.set(script, await (await fetch(script)).text());
  }
  await context.close();
  return { cpu, sources };
}

/**
 * For a profiling build (NAVIA_PROFILING_BUILD=1 in this bench's environment: scripts/start.mjs then builds the
 * frontends unminified, each module under its path), the module a profile position lies in: the nearest
 * `/***\/ "<path>"` header at or above its line. null for minified chunks.
 */
function moduleIndex(source) {
  const headers = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const m = /^\/\*\*\*\/ "([^"]+)"/.exec(lines[i]);
    if (m) headers.push([i, m[1]]);
    // The runtime after the module table: its __webpack_require__ carries, as self time, V8's compilation of each
    // module's function on its first call (a module body is compiled when it is first evaluated).
    else if (/^\/\*{70,}\/$/.test(lines[i])) headers.push([i, '(webpack runtime: module evaluation and compilation)']);
  }
  if (headers.length === 0) return null;
  return (line) => {
    let lo = 0;
    let hi = headers.length - 1;
    let found = null;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (headers[mid][0] <= line) {
        found = headers[mid][1];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found ?? '(webpack runtime)';
  };
}

/** A module path's package ('antd', '@ant-design/cssinjs') or, for the apps' own code, its workspace folder. */
function packageOf(modulePath) {
  const nm = modulePath.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = modulePath.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const own = /(shell|mf-[a-z-]+|packages\/[a-z-]+)\/src\//.exec(modulePath);
  return own ? own[1] : modulePath;
}

function reportByModule(cpu, sources, self, total) {
  const index = new Map([...sources].map(([url, src]) => [url, moduleIndex(src)]));
  if (![...index.values()].some(Boolean)) return;
  const byModule = new Map();
  const byPackage = new Map();
  for (const node of cpu.nodes) {
    const ms = self.get(node.id) ?? 0;
    const { url, lineNumber, functionName } = node.callFrame;
    if (['(idle)', '(program)'].includes(functionName) || !ms) continue;
    const lookup = index.get(url);
    const mod = lookup ? lookup(lineNumber) : url ? new URL(url).pathname : `(${functionName || 'native'})`;
    byModule.set(mod, (byModule.get(mod) ?? 0) + ms);
    const pkg = lookup ? packageOf(mod) : mod;
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
  }
  console.log(`self time by package (profiling build)`);
  for (const [k, ms] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${String(Math.round(ms)).padStart(6)} ms  ${(100 * ms / total).toFixed(1).padStart(5)} %  ${k}`);
  console.log(`self time by module (profiling build), top ${TOP}`);
  for (const [k, ms] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${String(Math.round(ms)).padStart(6)} ms  ${k}`);
}

function report(route, { cpu, sources }) {
  const self = new Map(); // node id → ms
  for (let i = 0; i < cpu.samples.length; i += 1) {
    const dt = (cpu.timeDeltas[i + 1] ?? 0) / 1000;
    self.set(cpu.samples[i], (self.get(cpu.samples[i]) ?? 0) + dt);
  }
  const byUrl = new Map();
  const byFn = new Map();
  let total = 0;
  for (const node of cpu.nodes) {
    const ms = self.get(node.id) ?? 0;
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    if (['(idle)', '(program)'].includes(functionName)) continue;
    total += ms;
    const urlKey = url ? (sources.has(url) ? chunkLabel(url, sources.get(url)) : url) : `(${functionName || 'native'})`;
    byUrl.set(urlKey, (byUrl.get(urlKey) ?? 0) + ms);
    const fnKey = `${url}:${lineNumber}:${columnNumber}:${functionName}`;
    const entry = byFn.get(fnKey) ?? { url, functionName, lineNumber, columnNumber, ms: 0 };
    entry.ms += ms;
    byFn.set(fnKey, entry);
  }
  console.log(`\n### ${route}: ${Math.round(total)} ms of non-idle samples (4× CPU slowdown), self time by script`);
  for (const [k, ms] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${String(Math.round(ms)).padStart(6)} ms  ${(100 * ms / total).toFixed(1).padStart(5)} %  ${k}`);
  reportByModule(cpu, sources, self, total);
  console.log(`top ${TOP} functions by self time (chunk, name, first characters of the function's source)`);
  for (const f of [...byFn.values()].sort((a, b) => b.ms - a.ms).slice(0, TOP)) {
    let snippet = '';
    const src = sources.get(f.url);
    if (src) {
      const lines = src.split('\n');
      const offset = lines.slice(0, f.lineNumber).reduce((n, l) => n + l.length + 1, 0) + f.columnNumber;
      snippet = src.slice(offset, offset + 140).replace(/\s+/g, ' ');
    }
    const where = f.url ? new URL(f.url).pathname : '';
    console.log(`${String(Math.round(f.ms)).padStart(6)} ms  ${where} ${f.functionName || '(anonymous)'}  ${snippet}`);
  }
}

rmSync(DATA_DIR, { recursive: true, force: true });
if (process.env.PROFILE_OUT) mkdirSync(process.env.PROFILE_OUT, { recursive: true });
const server = await startAndWait(process.execPath, ['scripts/start.mjs'], {
  env: { ...envWithout('DATABASE_URL', 'REDIS_URL'), PORT, DATA_DIR, LOG_LEVEL: 'warn' },
  timeoutMs: 600_000,
});
let browser;
try {
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const email = await seedUser();
  for (const route of ROUTES) {
    await profile(browser, email, route); // warm the server's compressed-file cache; not reported
    const measured = await profile(browser, email, route);
    if (process.env.PROFILE_OUT) writeFileSync(`${process.env.PROFILE_OUT}/${route.slice(1).replaceAll('/', '_')}.cpuprofile`, JSON.stringify(measured.cpu));
    report(route, measured);
  }
} finally {
  await browser?.close();
  await stopGroup(server.child);
  rmSync(DATA_DIR, { recursive: true, force: true });
}
