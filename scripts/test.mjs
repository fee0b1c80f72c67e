// `npm test`: everything CI checks, in order, on this machine's real PostgreSQL and Redis (DATABASE_URL /
// REDIS_URL, defaulting to the local ones). Installs what is missing first, chromium through apt included.
// Ends with one summary line `N passed, N failed` and exits non-zero on any failure.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { ROOT, ensureDependencies, ensureFrontendsBuilt, log, run } from './lib/ensure.mjs';

const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  NODE_ENV: 'test',
};
// `npm test -- web`, `npm test -- unit integration`: only those stages. Any other argument narrows the jest and
// browser stages to the test files whose path matches it: `npm test -- integration services/tasks` runs the tasks
// service's tests on both arrangements.
const STAGES = ['typecheck', 'lint', 'infra', 'unit', 'web', 'integration', 'build', 'e2e'];
const args = process.argv.slice(2);
const only = args.filter((a) => STAGES.includes(a));
const filters = args.filter((a) => !STAGES.includes(a));
const wants = (stage) => only.length === 0 || only.includes(stage);
const reports = join(ROOT, 'test-results');
mkdirSync(reports, { recursive: true });

const results = [];
function stage(name, fn) {
  if (!wants(name)) return;
  const started = Date.now();
  log(`── ${name}`);
  let outcome;
  try {
    outcome = fn();
  } catch (err) {
    log(`${name}: ${err.message}`);
    outcome = { ok: false, passed: 0, failed: 1 };
  }
  // A stage that failed without counting a failed test (a crash, a server that did not start) still counts as one.
  if (!outcome.ok && !outcome.failed) outcome.failed = 1;
  results.push({ name, seconds: ((Date.now() - started) / 1000).toFixed(1), ...outcome });
}

/** Runs one command, its output collected and printed when it ends; resolves with its exit status. */
function runCollected(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('error', (err) => chunks.push(Buffer.from(`${err.message}\n`)));
    child.on('close', (status) => {
      process.stdout.write(Buffer.concat(chunks));
      resolve(status ?? 1);
    });
  });
}

/** Stages of one command list each (run in order within the stage), the stages at once; recorded like stage(). */
async function concurrentStages(list) {
  await Promise.all(
    list
      .filter(([name]) => wants(name))
      .map(async ([name, commands]) => {
        const started = Date.now();
        let ok = true;
        for (const [cmd, args] of commands) if (ok) ok = (await runCollected(cmd, args)) === 0;
        log(`── ${name} ${ok ? 'passed' : 'failed'}`);
        results.push({ name, seconds: ((Date.now() - started) / 1000).toFixed(1), ok, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
      }),
  );
  // Reported in the stages' own order, whichever ended first.
  results.sort((a, b) => STAGES.indexOf(a.name) - STAGES.indexOf(b.name));
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  log('installing Debian chromium for the browser tests…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (apt(['update', '-qq']) !== 0 || apt(['install', '-y', '-qq', 'chromium', 'fonts-liberation']) !== 0) throw new Error('could not install chromium');
}

function reachable(url, defaultPort) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: u.hostname, port: Number(u.port || defaultPort) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function jestStage(projects, extra = [], stageEnv = env) {
  const out = join(reports, `jest-${projects.join('-')}.json`);
  rmSync(out, { force: true });
  const narrowed = filters.length ? ['--passWithNoTests', '--', ...filters] : [];
  const status = run(process.execPath, ['node_modules/jest/bin/jest.js', ...projects.flatMap((p) => ['--selectProjects', p]), '--json', `--outputFile=${out}`, ...extra, ...narrowed], { env: stageEnv });
  if (!existsSync(out)) return { ok: false, passed: 0, failed: 1 };
  const r = JSON.parse(readFileSync(out, 'utf8'));
  return { ok: status === 0 && r.success, passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0), skipped: r.numPendingTests };
}

try {
  ensureDependencies();
  if (wants('e2e')) ensureChromium();
} catch (err) {
  log(err.message);
  process.exit(1);
}
if (wants('integration') || wants('e2e')) {
  for (const [name, url, port] of [['PostgreSQL', env.DATABASE_URL, 5432], ['Redis', env.REDIS_URL, 6379]]) {
    if (!(await reachable(url, port))) {
      log(`${name} is not reachable at ${url}: start it, or point ${name === 'Redis' ? 'REDIS_URL' : 'DATABASE_URL'} at one`);
      process.exit(1);
    }
  }
}

// The three static checks share nothing and each keeps about one core busy, so they run side by side (about 50 s
// instead of 100 s on two cores); each one's output is printed whole when it ends, so logs do not interleave.
await concurrentStages([
  ['typecheck', [['npx', ['tsc', '-p', 'tsconfig.server.json']], ['npx', ['tsc', '-p', 'tsconfig.web.json']]]],
  ['lint', [['npx', ['eslint', '.', '--max-warnings=0']]]],
  // Manifests in infra/: schema, generated ingress up to date, one ingress rule per /api route, compose (a few seconds).
  ['infra', [[process.execPath, ['scripts/validate-infra.mjs']]]],
]);
// Two workers: jest's default on 2 cores is one, which left a core idle through the longest stage (about 10 min).
stage('unit', () => jestStage(['unit'], ['--maxWorkers=2']));
// The React tests in jsdom (client kit, shell, remotes).
stage('web', () => jestStage(['web'], ['--maxWorkers=2']));
// Both arrangements: real PostgreSQL + Redis (`integration`) and the embedded default `npm start` runs, PGlite with the
// in-process job runner (`integration-pglite`). PGlite loads its WebAssembly through a dynamic import(), which
// jest's module sandbox allows only with --experimental-vm-modules.
const integrationEnv = { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
stage('integration', () => jestStage(['integration', 'integration-pglite'], ['--maxWorkers=2'], integrationEnv));
stage('build', () => {
  ensureFrontendsBuilt();
  return { ok: true, passed: 0, failed: 0 };
});
stage('e2e', () => {
  ensureFrontendsBuilt();
  const out = join(reports, 'playwright.json');
  rmSync(out, { force: true });
  const status = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...filters], { env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out } });
  if (!existsSync(out)) return { ok: false, passed: 0, failed: 1 };
  const s = JSON.parse(readFileSync(out, 'utf8')).stats;
  return { ok: status === 0, passed: s.expected + (s.flaky ?? 0), failed: s.unexpected, skipped: s.skipped };
});

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const skipped = results.reduce((n, r) => n + (r.skipped ?? 0), 0);
process.stdout.write('\n');
for (const r of results) log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(12)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s`);
const allOk = results.every((r) => r.ok);
process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
process.exit(allOk && failed === 0 ? 0 : 1);
