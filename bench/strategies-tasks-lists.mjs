// Figure (issue 5): p50/p99 of GET /api/strategies and GET /api/tasks through the gateway, production arrangement
// (each service its own process, HTTP between gateway and services), for a user with 25 active strategies and
// 2,000 tasks; and of the tasks page's own call, the first page of GET /api/tasks?view=list (issue 16 item 5). The
// 25 strategies are launched through the API; the tasks beyond what their templates create are written straight into
// tasks.tasks (dated over 90 days, a third completed, tags and dependencies like real ones).
import autocannon from 'autocannon';
import { createRequire } from 'node:module';
import { seedBigAccount } from './big-account.mjs';
import { apiCaller, startAndWait, stopGroup, waitForUrl } from './lib.mjs';

const knex = createRequire(import.meta.url)('knex');
const DURATION = Number(process.env.DURATION ?? 10);
const PORT = 8130;
const BASE = `http://127.0.0.1:${PORT}`;
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `navia_bench_lists_${Date.now().toString(36)}`;
const STRATEGIES = 25;
const TASKS = 2000;

const call = apiCaller(BASE);

function cannon(path, token, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${BASE}${path}`, connections, duration: DURATION, headers: { authorization: `Bearer ${token}` } }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}
const line = (label, r) =>
  `${label.padEnd(44)} ${String(Math.round(r.requests.average)).padStart(5)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;

const prod = await startAndWait(process.execPath, ['e2e/support/start-production.mjs'], {
  env: { ...process.env, E2E_GATEWAY_PORT: String(PORT), E2E_DATABASE_NAME: dbName, LOG_LEVEL: 'warn' },
  readyPattern: /Navia is ready at/,
});
const db = knex({ client: 'pg', connection: Object.assign(new URL(BASE_URL), { pathname: `/${dbName}` }).toString(), pool: { min: 0, max: 2 } });
const results = [];
try {
  await waitForUrl(`${BASE}/readyz`);
  const { token, brandId, strategies } = await seedBigAccount(call, db, { tag: 'lists', strategies: STRATEGIES, tasks: TASKS });

  const tasksBody = await call('GET', `/api/tasks?brandId=${brandId}`, token);
  console.log(`seeded: ${strategies.length} active strategies, ${tasksBody.tasks.length} tasks (${Math.round(JSON.stringify(tasksBody).length / 1024)} KB of JSON)`);
  // The tasks page's own call (issue 16 item 5): the first page of the lean list view; the rest follows on scroll.
  const pagePath = `/api/tasks?brandId=${brandId}&view=list`;
  const page = await call('GET', pagePath, token);
  console.log(`tasks page's call: ${page.tasks.length} tasks, nextOffset ${page.nextOffset} (${Math.round(JSON.stringify(page).length / 1024)} KB of JSON)`);
  for (const connections of [1, 10]) {
    results.push(line(`GET /api/strategies (${connections} conn)`, await cannon(`/api/strategies?brandId=${brandId}`, token, connections)));
    // The list view before the whole list: answers of the whole list still being written after a 10-connection
    // run would otherwise land in the next run's time.
    results.push(line(`GET /api/tasks?view=list (${connections} conn)`, await cannon(pagePath, token, connections)));
    // A later page: the same rows' work without the first page's `kinds` (its own query and ~14 KB of the answer).
    results.push(line(`  … &offset=${page.nextOffset} (${connections} conn)`, await cannon(`${pagePath}&offset=${page.nextOffset}`, token, connections)));
    results.push(line(`GET /api/tasks (${connections} conn)`, await cannon(`/api/tasks?brandId=${brandId}`, token, connections)));
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
} finally {
  await db.destroy();
  await stopGroup(prod.child, 'SIGTERM');
}
console.log(`autocannon, ${DURATION} s each, production arrangement, ${new Date().toISOString()}`);
for (const r of results) console.log(r);
