// Figure: GET /api/auth/me latency while 32 sign-ins run in parallel (issue 15), on the embedded arrangement
// (npm start's: gateway and identity share one process and one event loop, the case where password hashing can
// starve other requests) on a throwaway PostgreSQL database, with the DEFAULT scrypt cost (PASSWORD_HASH_LOG_N unset).
//
// Each round fires 32 sign-ins at once, half with a wrong password for one real account and half for unknown emails
// (each a different one, so only the per-account limit of the real account refuses any of them), and meanwhile a
// single client asks /api/auth/me back to back until every sign-in has answered. All requests come from 127.0.0.1
// (the gateway does not trust X-Forwarded-For without TRUST_PROXY), so the per-IP sign-in limit is raised.
// Prints /me p50/p99 at rest and under the flood, and the sign-ins' answers by status with their latencies.
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { envWithout, startAndWait, stopGroup } from './lib.mjs';

const knex = createRequire(import.meta.url)('knex');

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PARALLEL = 32;
const PORT = process.env.PORT ?? '8391';
const base = `http://127.0.0.1:${PORT}`;
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `navia_bench_${Date.now().toString(36)}`;
const admin = knex({ client: 'pg', connection: BASE_URL, pool: { min: 0, max: 1 } });
await admin.raw('create database ??', [dbName]);
const DATABASE_URL = Object.assign(new URL(BASE_URL), { pathname: `/${dbName}` }).toString();

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const ms = (v) => `${v.toFixed(1).padStart(7)} ms`;
const summary = (samples) => {
  const s = [...samples].sort((a, b) => a - b);
  return `n ${String(s.length).padStart(5)}   p50 ${ms(pct(s, 50))}   p99 ${ms(pct(s, 99))}   max ${ms(s.at(-1) ?? NaN)}`;
};

async function timed(fn) {
  const t = performance.now();
  const res = await fn();
  return { res, ms: performance.now() - t };
}

function post(path, body) {
  return fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** /api/auth/me back to back until `until` settles; returns each call's latency. */
async function meLoop(token, until) {
  let done = false;
  until.finally(() => (done = true));
  const samples = [];
  while (!done) {
    const { res, ms: took } = await timed(() => fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }));
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`/api/auth/me answered ${res.status}`);
    samples.push(took);
  }
  return samples;
}

const server = await startAndWait(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
  env: {
    ...envWithout('REDIS_URL', 'PASSWORD_HASH_LOG_N'),
    DATABASE_URL,
    PORT,
    LOG_LEVEL: 'warn',
    DATA_DIR: '/tmp/navia-bench-signin-flood',
    SIGN_UP_MAX_PER_IP: '100000',
    SIGN_IN_MAX_FAILURES_PER_IP: '100000',
  },
});
try {
  const email = `bench.flood.${Date.now()}@example.com`;
  const signUp = await timed(() => post('/api/auth/sign-up', { email, password: 'the-right-password', firstName: 'Bench' }));
  if (signUp.res.status !== 201) throw new Error(`sign-up failed: ${signUp.res.status} ${await signUp.res.text()}`);
  const { accessToken } = await signUp.res.json();
  console.log(`sign-up (one hash at the default cost, nothing else running): ${signUp.ms.toFixed(0)} ms`);

  // At rest: the same loop for two seconds.
  const rest = await meLoop(accessToken, new Promise((r) => setTimeout(r, 2000)));

  const flood = [];
  const outcomes = new Map();
  let wallMs = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const signIns = Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => {
        const atAccount = i % 2 === 0;
        const body = atAccount ? { email, password: `wrong-password-${round}-${i}` } : { email: `nobody.${round}.${i}.${Date.now()}@example.com`, password: 'wrong-password' };
        return timed(async () => {
          const res = await post('/api/auth/sign-in', body);
          await res.arrayBuffer();
          return res;
        }).then(({ res, ms: took }) => {
          const key = `${res.status} ${atAccount ? 'wrong password' : 'unknown email '} round ${round + 1}`;
          outcomes.set(key, [...(outcomes.get(key) ?? []), took]);
        });
      }),
    );
    flood.push(...(await meLoop(accessToken, signIns)));
    await signIns;
    wallMs += performance.now() - started;
  }

  // The machine may be shared: the load average says how much else was running.
  console.log(`embedded gateway on PostgreSQL, default scrypt cost, ${ROUNDS} rounds of ${PARALLEL} parallel sign-ins, ${new Date().toISOString()}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`/api/auth/me at rest               ${summary(rest)}`);
  console.log(`/api/auth/me during the sign-ins   ${summary(flood)}`);
  console.log(`sign-in rounds took ${(wallMs / ROUNDS).toFixed(0)} ms each on average`);
  for (const [status, samples] of [...outcomes].sort()) console.log(`sign-in ${status.padEnd(34)} ${summary(samples)}`);
} finally {
  await stopGroup(server.child);
  await admin.raw('drop database if exists ?? with (force)', [dbName]);
  await admin.destroy();
}
