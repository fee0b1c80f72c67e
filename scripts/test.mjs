// `npm test`: everything CI checks, in order, on this machine's real PostgreSQL and Redis (DATABASE_URL /
// REDIS_URL, defaulting to the local ones). Installs what is missing first, chromium through apt included.
// Ends with one summary line `N passed, N failed` and exits non-zero on any failure.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { ROOT, ensureDependencies, frontendBuild, log, run } from './lib/ensure.mjs';

const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  NODE_ENV: 'test',
};
// The type check, lint and the unit and web tests allocate many short-lived objects: a larger young generation lets
// V8 collect them less often, 20 % less CPU for tsc and eslint and 15 % for the web tests (250 → 212 CPU-s, measured
// 2026-11-26). The service tests showed no gain and keep the default.
const withNodeOption = (option) => ({ ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} ${option}`.trim() });
const youngGenerationEnv = withNodeOption('--max-semi-space-size=32');
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
/** Records one stage's outcome; a stage that failed without counting a failed test (a crash, a server that did not start) still counts as one. */
function record(name, started, outcome) {
  if (!outcome.ok && !outcome.failed) outcome.failed = 1;
  results.push({ name, seconds: ((Date.now() - started) / 1000).toFixed(1), ...outcome });
  log(`── ${name} ${outcome.ok ? 'passed' : 'failed'}`);
}

/**
 * Runs one command with every line of its output prefixed by the stage's name, so stages running at the same time
 * share the terminal readably; resolves with its exit status.
 */
function runStreamed(label, cmd, args, stageEnv = env) {
  const prefix = `${label.padEnd(11)}│ `;
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: stageEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop();
        if (lines.length) process.stdout.write(lines.map((l) => prefix + l + '\n').join(''));
      });
      stream.on('end', () => partial && process.stdout.write(prefix + partial + '\n'));
    }
    child.on('error', (err) => (process.stdout.write(`${prefix}${err.message}\n`), resolve(1)));
    child.on('close', (status) => resolve(status ?? 1));
  });
}

/** A lane: stages run one after another (each recorded, a failure does not stop the next); lanes run side by side. */
async function lane(stages) {
  for (const [name, fn] of stages) {
    if (!wants(name)) continue;
    const started = Date.now();
    log(`── ${name}`);
    let outcome;
    try {
      outcome = await fn();
    } catch (err) {
      log(`${name}: ${err.message}`);
      outcome = { ok: false, passed: 0, failed: 1 };
    }
    record(name, started, outcome);
  }
}

/** A stage that is one or more commands in order, passing when all of them exit 0. */
const commands = (name, list, stageEnv = env) => async () => {
  let ok = true;
  for (const [cmd, args] of list) if (ok) ok = (await runStreamed(name, cmd, args, stageEnv)) === 0;
  return { ok, passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
};

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

async function jestStage(projects, extra = [], stageEnv = env) {
  const out = join(reports, `jest-${projects.join('-')}.json`);
  rmSync(out, { force: true });
  const narrowed = filters.length ? ['--passWithNoTests', '--', ...filters] : [];
  const args = ['node_modules/jest/bin/jest.js', ...projects.flatMap((p) => ['--selectProjects', p]), '--json', `--outputFile=${out}`, ...extra, ...narrowed];
  const status = await runStreamed(projects[0], process.execPath, args, stageEnv);
  if (!existsSync(out)) return { ok: false, passed: 0, failed: 1 };
  const r = JSON.parse(readFileSync(out, 'utf8'));
  return { ok: status === 0 && r.success, passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0), skipped: r.numPendingTests };
}

async function buildStage() {
  const build = frontendBuild();
  if (!build) return { ok: true, passed: 0, failed: 0 };
  const ok = (await runStreamed('build', build.cmd, build.args)) === 0;
  if (ok) build.stamp();
  return { ok, passed: 0, failed: ok ? 0 : 1 };
}

async function e2eStage() {
  // `npm test -- e2e` alone still walks the current code (a no-op after the build stage).
  const built = await buildStage();
  if (!built.ok) return built;
  const out = join(reports, 'playwright.json');
  rmSync(out, { force: true });
  const status = await runStreamed('e2e', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...filters], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (!existsSync(out)) return { ok: false, passed: 0, failed: 1 };
  const s = JSON.parse(readFileSync(out, 'utf8')).stats;
  return { ok: status === 0, passed: s.expected + (s.flaky ?? 0), failed: s.unexpected, skipped: s.skipped };
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

// The three static checks share nothing and each keeps about one core busy, so they run side by side.
await Promise.all([
  lane([['typecheck', commands('typecheck', [['npx', ['tsc', '-p', 'tsconfig.server.json']], ['npx', ['tsc', '-p', 'tsconfig.web.json']]], youngGenerationEnv)]]),
  lane([['lint', commands('lint', [['npx', ['eslint', '.', '--max-warnings=0']]], youngGenerationEnv)]]),
  // Manifests in infra/: schema, generated ingress up to date, one ingress rule per /api route, compose (a few seconds).
  lane([['infra', commands('infra', [[process.execPath, ['scripts/validate-infra.mjs']]])]]),
]);

// Both arrangements for the service tests: real PostgreSQL + Redis (`integration`) and the embedded default
// `npm start` runs, PGlite with the in-process job runner (`integration-pglite`). PGlite loads its WebAssembly
// through a dynamic import(), which jest's module sandbox allows only with --experimental-vm-modules.
const integrationEnv = withNodeOption('--experimental-vm-modules');
// Two lanes side by side. The browser walks spend much of their time waiting on pages and servers, which left a core
// idle for minutes when they ran after the jest stages; they share nothing with them (their own database, queue
// prefix, ports and data folder). Jest keeps two workers: one left a core idle through its longest stage.
await Promise.all([
  lane([
    ['unit', () => jestStage(['unit'], ['--maxWorkers=2'], youngGenerationEnv)],
    // The React tests in jsdom (client kit, shell, remotes).
    ['web', () => jestStage(['web'], ['--maxWorkers=2'], youngGenerationEnv)],
    ['integration', () => jestStage(['integration', 'integration-pglite'], ['--maxWorkers=2'], integrationEnv)],
  ]),
  lane([
    ['build', buildStage],
    ['e2e', e2eStage],
  ]),
]);
// Reported in the stages' own order, whichever ended first.
results.sort((a, b) => STAGES.indexOf(a.name) - STAGES.indexOf(b.name));

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const skipped = results.reduce((n, r) => n + (r.skipped ?? 0), 0);
process.stdout.write('\n');
for (const r of results) log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(12)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s`);
const allOk = results.every((r) => r.ok);
process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
process.exit(allOk && failed === 0 ? 0 : 1);
