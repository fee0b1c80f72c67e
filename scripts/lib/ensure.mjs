// Steps shared by `npm start` and `npm test`: install what is missing, rebuild what is stale.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

export function log(message) {
  process.stdout.write(`[navia] ${message}\n`);
}

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

function hashFiles(paths) {
  const h = createHash('sha256');
  for (const p of paths) {
    h.update(relative(ROOT, p));
    h.update(readFileSync(p));
  }
  return h.digest('hex');
}

/**
 * Installs from the lock file when node_modules is missing or was installed from a different lock file.
 * `npm install --no-save` rather than `npm ci`: with this workplace's `omit-lockfile-registry-resolved` setting, npm
 * writes locks without other platforms' optional binaries (swc, rspack) and `npm ci` then refuses the lock as out of
 * sync. `install --no-save` honours every locked version and never rewrites package.json or the lock.
 */
export function ensureDependencies() {
  const lock = join(ROOT, 'package-lock.json');
  const marker = join(ROOT, 'node_modules', '.navia-lock-hash');
  const want = hashFiles([lock]);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === want) return;
  log('installing dependencies…');
  const status = run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error']);
  if (status !== 0) throw new Error('npm install failed');
  writeFileSync(marker, want);
}

const APPS = ['shell', 'mf-dashboard-tasks', 'mf-strategies', 'mf-brand-hq', 'mf-create'];
const SHARED_INPUTS = ['packages/client-kit', 'packages/contracts'];

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (!name.endsWith('.test.ts') && !name.endsWith('.test.tsx')) out.push(full);
  }
  return out;
}

/**
 * A frontend is rebuilt when its sources, the shared client packages or the lock file changed since its last build,
 * or when it was built the other way (NAVIA_PROFILING_BUILD=1 builds an unminified one for the main-thread profile).
 */
export function staleFrontends() {
  const shared = SHARED_INPUTS.flatMap((p) => walk(join(ROOT, p)));
  const lock = join(ROOT, 'package-lock.json');
  const kind = process.env.NAVIA_PROFILING_BUILD === '1' ? ' profiling' : '';
  return APPS.filter((app) => {
    const marker = join(ROOT, app, 'dist', '.build-hash');
    const want = hashFiles([...walk(join(ROOT, app)), ...shared, lock]) + kind;
    return !(existsSync(marker) && readFileSync(marker, 'utf8') === want);
  }).map((app) => ({
    app,
    stamp: () => {
      const want = hashFiles([...walk(join(ROOT, app)), ...shared, lock]) + kind;
      mkdirSync(join(ROOT, app, 'dist'), { recursive: true });
      writeFileSync(join(ROOT, app, 'dist', '.build-hash'), want);
    },
  }));
}

/**
 * What building the stale frontends takes: the command, and the stamp to write once it succeeded; null when every
 * frontend is up to date. `ensureFrontendsBuilt` runs it in place; `npm test` runs it beside other stages.
 */
export function frontendBuild() {
  const stale = staleFrontends();
  if (stale.length === 0) return null;
  const apps = stale.map((s) => s.app);
  return { apps, cmd: process.execPath, args: ['scripts/build-frontends.mjs', ...apps], stamp: () => stale.forEach((s) => s.stamp()) };
}

export function ensureFrontendsBuilt() {
  const build = frontendBuild();
  if (!build) return;
  log(`building ${build.apps.join(', ')}…`);
  if (run(build.cmd, build.args) !== 0) throw new Error('frontend build failed');
  build.stamp();
}
