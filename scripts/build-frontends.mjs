#!/usr/bin/env node
// Builds the shell and the four remotes for production into <app>/dist.
//   node scripts/build-frontends.mjs                   all five
//   node scripts/build-frontends.mjs shell mf-create   a subset (folder names)
// Each app builds in its own webpack process; at most BUILD_CONCURRENCY (default 2, the CI machine's cores) at once.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['shell', 'mf-dashboard-tasks', 'mf-strategies', 'mf-brand-hq', 'mf-create'];
const CONCURRENCY = Math.max(1, Number(process.env.BUILD_CONCURRENCY) || 2);
const webpackCli = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !APPS.includes(name));
if (unknown.length) {
  console.error(`Unknown app(s): ${unknown.join(', ')}. Known: ${APPS.join(', ')}`);
  process.exit(2);
}
const apps = requested.length ? APPS.filter((name) => requested.includes(name)) : APPS;

function build(app) {
  const appDir = path.join(ROOT, app);
  const config = path.join(appDir, 'webpack.config.js');
  if (!existsSync(config)) return Promise.resolve({ app, ok: false, seconds: 0, output: `${config} is missing\n` });
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [webpackCli, 'build', '--mode', 'production', '--config', config], {
      cwd: appDir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Buffered, so two parallel builds do not interleave their output.
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.stack}\n`));
    child.on('close', (code) => {
      resolve({ app, ok: code === 0, seconds: (performance.now() - started) / 1000, output });
    });
  });
}

const queue = [...apps];
const results = [];
async function worker() {
  for (let app = queue.shift(); app; app = queue.shift()) {
    console.log(`[build] ${app}: started`);
    const result = await build(app);
    results.push(result);
    const text = result.output.trim();
    if (text) console.log(text.replace(/^/gm, `[${app}] `));
    console.log(`[build] ${app}: ${result.ok ? 'built' : 'FAILED'} in ${result.seconds.toFixed(1)} s`);
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: Math.min(CONCURRENCY, apps.length) }, worker));
const failed = results.filter((result) => !result.ok);
console.log(
  `[build] ${results.length - failed.length}/${results.length} app(s) built in ${((performance.now() - started) / 1000).toFixed(1)} s` +
    (failed.length ? `; failed: ${failed.map((result) => result.app).join(', ')}` : ''),
);
process.exit(failed.length ? 1 : 0);
