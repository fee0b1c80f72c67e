// Figure: GET /api/auth/me throughput and p99 latency through the gateway with 50 concurrent connections
// (autocannon), next to a bare Koa handler measured in the same run on the same machine.
//   - embedded: gateway + services in one process (npm start's arrangement) on real PostgreSQL
//   - proxy: gateway → identity over HTTP, each its own process (the production arrangement)
import autocannon from 'autocannon';
import { createRequire } from 'node:module';
import Koa from 'koa';
import { envWithout, startAndWait, stopGroup, waitForUrl } from './lib.mjs';

const knex = createRequire(import.meta.url)('knex');

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = 50;
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// A throwaway database, so the benchmark never leaves schemas behind in a shared one.
const dbName = `navia_bench_${Date.now().toString(36)}`;
const admin = knex({ client: 'pg', connection: BASE_URL, pool: { min: 0, max: 1 } });
await admin.raw('create database ??', [dbName]);
const DATABASE_URL = Object.assign(new URL(BASE_URL), { pathname: `/${dbName}` }).toString();

function cannon(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}
const line = (label, r) =>
  `${label.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;

async function token(base) {
  const email = `bench.${Date.now()}@example.com`;
  const res = await fetch(`${base}/api/auth/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'bench-password-1', firstName: 'Bench' }) });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return (await res.json()).accessToken;
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

// Embedded arrangement on PostgreSQL.
const embedded = await startAndWait(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
  env: { ...envWithout('REDIS_URL'), DATABASE_URL, PORT: '8098', LOG_LEVEL: 'warn', SIGN_UP_MAX_PER_IP: '100000', DATA_DIR: '/tmp/navia-bench-data' },
});
try {
  const t = await token('http://127.0.0.1:8098');
  results.push(line('gateway (embedded) /api/auth/me', await cannon('http://127.0.0.1:8098/api/auth/me', { authorization: `Bearer ${t}` })));
} finally {
  await stopGroup(embedded.child);
}

// Production arrangement: services apart, HTTP between gateway and identity.
const prod = await startAndWait(process.execPath, ['e2e/support/start-production.mjs'], { env: { ...process.env, E2E_GATEWAY_PORT: '8110', LOG_LEVEL: 'warn' }, readyPattern: /Navia is ready at/ });
try {
  await waitForUrl('http://127.0.0.1:8110/readyz');
  const t = await token('http://127.0.0.1:8110');
  results.push(line('gateway (proxy → identity) /api/auth/me', await cannon('http://127.0.0.1:8110/api/auth/me', { authorization: `Bearer ${t}` })));
} finally {
  await stopGroup(prod.child, 'SIGTERM');
}

await admin.raw('drop database if exists ?? with (force)', [dbName]);
await admin.destroy();
console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION} s each, ${new Date().toISOString()}`);
for (const r of results) console.log(r);
