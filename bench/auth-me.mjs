// Figure: GET /api/auth/me throughput and p99 latency through the gateway with 50 concurrent connections
// (autocannon), next to a bare Koa handler measured in the same run on the same machine.
//   - embedded: gateway + services in one process (npm start's arrangement) on real PostgreSQL
//   - proxy: gateway → identity over HTTP, each its own process (the production arrangement)
//
// Before/after (issue 15): the same measurement also runs against a baseline revision, checked out with
// `git worktree` into /tmp (node_modules linked, not installed). Both systems run side by side, and ROUNDS rounds
// per arrangement alternate between them, so both see the same machine state. BASELINE_REV defaults to the commit before the revoked-session
// check was added; BASELINE_REV=none measures the current tree only.
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Koa from 'koa';
import { ROOT, envWithout, median, startAndWait, stopGroup, waitForUrl } from './lib.mjs';

const knex = createRequire(import.meta.url)('knex');

const DURATION = Number(process.env.DURATION ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
// Which arrangements to measure (comma-separated): embedded, production.
const ARRANGEMENTS = (process.env.ARRANGEMENTS ?? 'embedded,production').split(',');
const CONNECTIONS = 50;
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Both gateways serve an empty static folder: a checkout with built frontends spends its first seconds compressing
// them (brotli q10) in the background, a checkout without none, which would weigh on one side only. The figure is
// about the API path.
const STATIC_ROOT = mkdtempSync('/tmp/navia-bench-static-');
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

function defaultBaseline() {
  const added = git('log', '--diff-filter=A', '--format=%H', '--', 'packages/service-kit/src/auth/revoked-sessions.ts').split('\n').filter(Boolean).pop();
  return added ? `${added}^` : undefined;
}
const BASELINE_REV = process.env.BASELINE_REV === 'none' ? undefined : (process.env.BASELINE_REV ?? defaultBaseline());

/**
 * A checkout of `rev` in /tmp that runs without an install: every package of this checkout's node_modules linked in,
 * except the workspace links (@navia/*), which are made again so they point into the baseline's own sources.
 */
function baselineCheckout(rev) {
  const sha = git('rev-parse', '--verify', `${rev}^{commit}`);
  const dir = `/tmp/navia-bench-baseline-${sha.slice(0, 12)}`;
  if (!existsSync(dir)) git('worktree', 'add', '--detach', dir, sha);
  const modules = join(dir, 'node_modules');
  if (!existsSync(modules)) {
    mkdirSync(join(modules, '@navia'), { recursive: true });
    for (const name of readdirSync(join(ROOT, 'node_modules'))) {
      if (name !== '@navia') symlinkSync(join(ROOT, 'node_modules', name), join(modules, name));
    }
    for (const name of readdirSync(join(ROOT, 'node_modules/@navia'))) {
      symlinkSync(readlinkSync(join(ROOT, 'node_modules/@navia', name)), join(modules, '@navia', name));
    }
  }
  return { sha, dir };
}

function cannon(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}
const line = (label, r) =>
  `${label.padEnd(56)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;

async function call(base, path, init = {}) {
  const res = await fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? {} : res.json();
}

/**
 * The measured token, with some revocations in force beside it (other sessions of the user signed out), so the
 * current revision's check looks entries up rather than skipping an empty list. The baseline gets the same calls.
 */
async function token(base) {
  const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const body = (o) => ({ method: 'POST', body: JSON.stringify(o) });
  await call(base, '/api/auth/sign-up', body({ email, password: 'bench-password-1', firstName: 'Bench' }));
  for (let i = 0; i < 5; i++) {
    const { accessToken } = await call(base, '/api/auth/sign-in', body({ email, password: 'bench-password-1' }));
    await call(base, '/api/auth/sign-out', { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } });
  }
  return (await call(base, '/api/auth/sign-in', body({ email, password: 'bench-password-1' }))).accessToken;
}

/** A fresh database on the configured server; `drop()` removes it. */
async function throwawayDatabase() {
  // Throwaway, so the benchmark never leaves schemas behind in a shared database.
  const dbName = `navia_bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = knex({ client: 'pg', connection: BASE_URL, pool: { min: 0, max: 1 } });
  await admin.raw('create database ??', [dbName]);
  return {
    url: Object.assign(new URL(BASE_URL), { pathname: `/${dbName}` }).toString(),
    async drop() {
      await admin.raw('drop database if exists ?? with (force)', [dbName]);
      await admin.destroy();
    },
  };
}

/** The embedded gateway of the checkout at `cwd` on `port`, signed in: answers its URL, token and stop(). */
async function startEmbedded(cwd, port) {
  const database = await throwawayDatabase();
  const embedded = await startAndWait(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
    cwd,
    env: { ...envWithout('REDIS_URL'), DATABASE_URL: database.url, PORT: String(port), LOG_LEVEL: 'warn', SIGN_UP_MAX_PER_IP: '100000', DATA_DIR: `/tmp/navia-bench-data-${port}`, STATIC_ROOT },
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    token: await token(base),
    async stop() {
      await stopGroup(embedded.child);
      await database.drop();
    },
  };
}

/** The production arrangement of the checkout at `cwd` (start-production.mjs makes and drops its own database). */
async function startProduction(cwd, port) {
  const prod = await startAndWait(process.execPath, ['e2e/support/start-production.mjs'], { cwd, env: { ...process.env, E2E_GATEWAY_PORT: String(port), LOG_LEVEL: 'warn', STATIC_ROOT }, readyPattern: /Navia is ready at/ });
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/readyz`);
  return { base, token: await token(base), stop: () => stopGroup(prod.child, 'SIGTERM') };
}


// Bare Koa: the floor for one JSON answer on this machine.
const bare = new Koa();
const payload = { user: { id: '00000000-0000-0000-0000-000000000000', email: 'bench@example.com', firstName: 'Bench', lastName: null, publicMetadata: { onboardingComplete: false }, plan: { key: 'free', name: 'Free' } } };
bare.use((ctx) => {
  ctx.body = payload;
});
const bareServer = bare.listen(8097);
const results = [];
results.push(line('bare Koa handler', await cannon('http://127.0.0.1:8097/')));
bareServer.close();

const baseline = BASELINE_REV ? baselineCheckout(BASELINE_REV) : undefined;
const currentSha = git('rev-parse', '--short=12', 'HEAD') + (git('status', '--porcelain', '--untracked-files=no') ? '+changes' : '');
const summary = [];
// Per arrangement, the baseline and the current system run side by side (different ports) while they are measured,
// and the rounds alternate between them: whatever else loads the machine meanwhile weighs on both. An A/A run
// (BASELINE_REV=HEAD) showed the system started first on the first port measuring ~10 % apart from the other, so
// the pair is started twice, in both orders and on swapped ports, ROUNDS rounds each.
for (const [arrangement, start, ports] of [
  ['embedded', startEmbedded, [8098, 8099]],
  ['production', startProduction, [8110, 8130]],
].filter(([name]) => ARRANGEMENTS.includes(name))) {
  const runs = { baseline: [], current: [] };
  const sides = baseline ? [['current', 'baseline'], ['baseline', 'current']] : [['current']];
  for (const [half, order] of sides.entries()) {
    const systems = {};
    try {
      for (const [i, which] of order.entries()) systems[which] = await start(which === 'baseline' ? baseline.dir : ROOT, ports[i]);
      for (let round = 1; round <= ROUNDS; round++) {
        for (const which of round % 2 ? [...order].reverse() : order) {
          const { base, token: t } = systems[which];
          const r = await cannon(`${base}/api/auth/me`, { authorization: `Bearer ${t}` });
          runs[which].push(r);
          results.push(line(`${arrangement} ${which} (start ${half + 1}, round ${round}) /api/auth/me`, r));
        }
      }
    } finally {
      for (const system of Object.values(systems)) await system.stop();
    }
  }
  if (baseline) {
    const rps = (which) => median(runs[which].map((r) => r.requests.average));
    const p99 = (which) => median(runs[which].map((r) => r.latency.p99));
    const change = (rps('current') / rps('baseline') - 1) * 100;
    const n = runs.current.length;
    summary.push(
      `${arrangement.padEnd(10)} baseline ${Math.round(rps('baseline'))} req/s p99 ${p99('baseline')} ms → current ${Math.round(rps('current'))} req/s p99 ${p99('current')} ms (throughput ${change >= 0 ? '+' : ''}${change.toFixed(1)} %, medians of ${n})`,
    );
  }
}

console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION} s each, ${new Date().toISOString()}`);
console.log(`current ${currentSha}${baseline ? `, baseline ${baseline.sha.slice(0, 12)} (${BASELINE_REV})` : ''}`);
for (const r of results) console.log(r);
if (summary.length) {
  console.log('before → after the revoked-session check:');
  for (const s of summary) console.log(`  ${s}`);
}
rmSync(STATIC_ROOT, { recursive: true, force: true });
if (baseline && process.env.KEEP_BASELINE !== '1') {
  git('worktree', 'remove', '--force', baseline.dir);
  rmSync(baseline.dir, { recursive: true, force: true });
}
