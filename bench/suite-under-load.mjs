// `node bench/suite-under-load.mjs [runs=2]`: the whole `npm test` on a fresh clone of this checkout's HEAD, run
// `runs` times in a row while `stress-ng --cpu 2` keeps both cores busy beside it (issue 20: the suite must stay
// green on a loaded machine). Installs stress-ng through apt when it is missing, as the test script does chromium.
// Prints each run's result line and time, then a table; exits non-zero unless every run was green.
// Not part of `npm run bench`: it takes two whole suites under load (about an hour on the 2-core machine).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

const runs = Number(process.argv[2] ?? 2);
const CPU_WORKERS = 2;

function ensureStressNg() {
  if (spawnSync('sh', ['-c', 'command -v stress-ng']).status === 0) return;
  console.log('installing Debian stress-ng…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => spawnSync(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status;
  if (apt(['update', '-qq']) !== 0 || apt(['install', '-y', '-qq', 'stress-ng']) !== 0) throw new Error('could not install stress-ng');
}

/** Runs `npm test` in `dir` with its output to `logFile`; resolves with the exit status, the summary line and the minutes. */
function npmTest(dir, logFile) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', `npm test > ${JSON.stringify(logFile)} 2>&1`], { cwd: dir, stdio: 'ignore' });
    child.on('close', (status) => {
      const log = spawnSync('tail', ['-n', '40', logFile], { encoding: 'utf8' }).stdout;
      const summary = log.split('\n').filter((l) => /^\d+ passed, \d+ failed/.test(l)).pop() ?? '(no summary line)';
      resolve({ status, summary, minutes: (Date.now() - started) / 60_000 });
    });
  });
}

ensureStressNg();
const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
const dir = mkdtempSync(join(tmpdir(), 'navia-under-load-'));
if (spawnSync('git', ['clone', '-q', ROOT, dir], { stdio: 'inherit' }).status !== 0) process.exit(1);
console.log(`fresh clone of ${head} in ${dir}; ${runs} runs of npm test beside stress-ng --cpu ${CPU_WORKERS}`);

const results = [];
for (let i = 1; i <= runs; i++) {
  // One stress-ng per run, started before the suite and stopped after it: the load covers install, build and every stage.
  const stress = spawn('stress-ng', ['--cpu', String(CPU_WORKERS), '--quiet'], { stdio: 'ignore', detached: true });
  const logFile = join(ROOT, 'test-results', `under-load-${head}-${i}.log`);
  const result = await npmTest(dir, logFile);
  process.kill(-stress.pid, 'SIGTERM');
  results.push(result);
  console.log(`run ${i}: ${result.status === 0 ? 'green' : `exit ${result.status}`} — ${result.summary} — ${result.minutes.toFixed(1)} min (log: ${logFile})`);
  if (result.status !== 0) break;
}

console.log(`\n| run | result | minutes |\n|---|---|---|`);
results.forEach((r, i) => console.log(`| ${i + 1} | ${r.summary} | ${r.minutes.toFixed(1)} |`));
if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
process.exit(results.length === runs && results.every((r) => r.status === 0) ? 0 : 1);
