// Runs Navia in its production arrangement for the browser tests: every service as its own process (API role),
// BullMQ workers as separate processes, the gateway routing to them over HTTP, on real PostgreSQL (a fresh
// database) and Redis (a fresh key prefix). Stops everything and drops the database on SIGTERM/SIGINT.
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const knex = require('knex');

const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redis = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const gatewayPort = Number(process.env.E2E_GATEWAY_PORT ?? 8180);
const SERVICES = ['identity', 'brand', 'strategies', 'tasks', 'content'];
/** Services whose job classes exist today; each gets its own worker process. */
const WORKERS = ['identity', 'brand', 'strategies', 'tasks', 'content'];

// A caller that seeds the database directly (bench/) names it; otherwise a fresh unique one.
const dbName = process.env.E2E_DATABASE_NAME ?? `navia_e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const admin = knex({ client: 'pg', connection: base, pool: { min: 0, max: 1 } });
await admin.raw('create database ??', [dbName]);
await admin.destroy();
const dbUrl = new URL(base);
dbUrl.pathname = `/${dbName}`;

const { privateKey, publicKey } = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const arrangement = {
  NODE_ENV: 'production',
  DATABASE_URL: dbUrl.toString(),
  REDIS_URL: redis,
  QUEUE_PREFIX: `navia_e2e_${randomBytes(3).toString('hex')}`,
  JWT_PRIVATE_KEY: privateKey,
  JWT_PUBLIC_KEY: publicKey,
  SERVICE_TOKEN: randomBytes(32).toString('base64url'),
  PASSWORD_HASH_LOG_N: '12',
  // The pricing walks switch plans without payment; production refuses test mode unless it is allowed explicitly.
  BILLING_PROVIDER: 'test-mode',
  ALLOW_TEST_MODE_BILLING: 'true',
  SIGN_UP_MAX_PER_IP: '1000',
  // The rate limits stay on, as in production: a walk is one person's journey at machine speed, and no person's journey
  // may meet a 429 (issue 14). The embedded project runs with them on too (the default).
  PLAN_RATE_LIMITS: 'on',
  // Production names its writer and analyzer; the walks' drafts are the composer's (a model server on the machine
  // running the walks is not used).
  WRITER: 'offline',
  BRAND_VOICE_ANALYZER: 'offline',
  SIGN_IN_MAX_FAILURES_PER_IP: '1000',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  HOST: '127.0.0.1',
};
const common = { ...process.env, ...arrangement };
const urls = Object.fromEntries(SERVICES.map((s, i) => [`${s.toUpperCase()}_SERVICE_URL`, `http://127.0.0.1:${gatewayPort + 1 + i}`]));

// What a process joining this arrangement needs (a second gateway, the set-admin CLI, a spec reading the queues): the
// variables set above except identity's private key, which only identity holds. Specs read it through
// e2e/support/arrangement.ts. Throwaway values (a fresh key pair, database and prefix per run); mode 0600 anyway, and
// removed on stop.
const STATE_FILE = process.env.E2E_STATE_FILE ?? `${ROOT}test-results/e2e-production/${gatewayPort}.json`;
const { JWT_PRIVATE_KEY: _identityOnly, ...shared } = { ...arrangement, ...urls };
mkdirSync(dirname(STATE_FILE), { recursive: true });
rmSync(STATE_FILE, { force: true }); // a crashed run's file, so the mode below applies
writeFileSync(
  STATE_FILE,
  JSON.stringify({ gatewayUrl: `http://127.0.0.1:${gatewayPort}`, databaseName: dbName, databaseUrl: arrangement.DATABASE_URL, redisUrl: redis, queuePrefix: arrangement.QUEUE_PREFIX, env: shared }, null, 2),
  { mode: 0o600 },
);

const children = [];
function start(label, entry, env) {
  // Own process group: a supervisor signalling our group must not reach the children too, so each gets exactly
  // one SIGTERM (from stop()) and shuts down gracefully rather than on a "second signal".
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: ROOT, env: { ...common, ...urls, ...env }, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      process.stderr.write(`[e2e] ${label} exited (${code ?? signal})\n`);
      void stop(1);
    }
  });
  children.push(child);
}

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : (c.once('exit', r), c.kill('SIGTERM'))))));
  rmSync(STATE_FILE, { force: true });
  const a = knex({ client: 'pg', connection: base, pool: { min: 0, max: 1 } });
  await a.raw('drop database if exists ?? with (force)', [dbName]).catch(() => undefined);
  await a.destroy();
  process.exit(code);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

// Identity first: it is the only service others call at start-up time, and migrations of distinct schemas
// can then run side by side.
SERVICES.forEach((s, i) => start(`${s} api`, `services/${s}/src/main.ts`, { PORT: String(gatewayPort + 1 + i), SERVICE_ROLE: 'api' }));
WORKERS.forEach((s) => start(`${s} worker`, `services/${s}/src/main.ts`, { PORT: '0', SERVICE_ROLE: 'worker' }));
start('gateway', 'services/gateway/src/main.ts', { PORT: String(gatewayPort), GATEWAY_MODE: 'proxy' });
