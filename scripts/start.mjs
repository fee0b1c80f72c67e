// `npm start`: install what is missing, build what is stale, then serve the whole app as one process on the
// embedded defaults (PGlite under ./data unless DATABASE_URL is set; in-process jobs unless REDIS_URL is set).
import { spawn } from 'node:child_process';
import { ROOT, ensureDependencies, ensureFrontendsBuilt, log } from './lib/ensure.mjs';

try {
  ensureDependencies();
  ensureFrontendsBuilt();
} catch (err) {
  log(err.message);
  process.exit(1);
}

log(process.env.DATABASE_URL ? 'database: DATABASE_URL' : 'database: embedded PGlite under ./data');
const child = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
});
// Ctrl-C reaches the child through the terminal's process group; forward TERM from supervisors explicitly.
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
process.on('SIGINT', () => {
  /* the child receives it too and shuts down; we exit with it */
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
