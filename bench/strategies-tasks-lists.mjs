// Figure (issue 5): p50/p99 of GET /api/strategies and GET /api/tasks through the gateway, production arrangement
// (each service its own process, HTTP between gateway and services), for a user with 25 active strategies and
// 2,000 tasks; and of the tasks page's own call, the first page of GET /api/tasks?view=list (issue 16 item 5). The
// 25 strategies are launched through the API; the tasks beyond what their templates create are written straight into
// tasks.tasks (dated over 90 days, a third completed, tags and dependencies like real ones).
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
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
  let { accessToken: token, user } = await call('POST', '/api/auth/sign-up', undefined, { email: `bench.lists.${Date.now()}@example.com`, password: 'bench-password-1', firstName: 'Bench' });
  const { brandId } = await call('POST', '/api/onboarding/complete', token, {
    companyName: 'Bench Bakery', website: 'https://bench.example', industry: 'Food, Beverage & Hospitality', businessStage: 'STAGE 2 - Build', northStarStatement: '',
    northStarData: { type_of_person: 'neighbours', type_of_problem: 'no time', product_or_service: 'bread', benefit: 'fresh mornings' },
  });
  // Enterprise: no cap on active strategies, launches a month or open tasks.
  token = (await call('POST', '/api/billing/test-mode/plan', token, { plan: 'enterprise' })).accessToken;

  const { templates } = await call('GET', '/api/strategy-templates', token);
  for (let i = 0; i < STRATEGIES; i += 1) {
    const t = templates[i % templates.length];
    const changeValues = {};
    t.templatePayload.objectives.forEach((o, oi) => o.key_results.forEach((kr, ki) => { if (kr.target_type === 'change') changeValues[`obj${oi}_kr${ki}`] = '50'; }));
    await call('POST', '/api/strategies/create-from-template', token, { templateId: t.id, changeValues, brandId });
  }
  const strategies = (await call('GET', '/api/strategies', token)).strategies;
  const [{ n }] = await db.withSchema('tasks').table('tasks').where({ user_id: user.id }).count({ n: '*' });
  const extra = TASKS - Number(n);
  const today = new Date();
  const rows = Array.from({ length: extra }, (_, i) => {
    const s = strategies[i % strategies.length];
    const due = new Date(today.getTime() + ((i % 90) - 10) * 86400000).toISOString().slice(0, 10);
    return {
      id: randomUUID(), user_id: user.id, brand_id: brandId, strategy_id: s.id, strategy_name: s.name,
      title: `Bench task ${i}`, description: 'A realistic description of a marketing task, about as long as the templates write them. '.repeat(3),
      status: i % 3 === 0 ? 'completed' : 'pending', due_date: due, task_type: ['social_post', 'blog_post', 'email', 'others'][i % 4],
      action_type: i % 2 ? 'ai_writer' : 'manual', format_id: i % 2 ? 'instagram-caption' : null, tags: ['bench', `tag_${i % 7}`],
    };
  });
  for (let i = 0; i < rows.length; i += 500) await db.withSchema('tasks').table('tasks').insert(rows.slice(i, i + 500));
  await db.raw('analyze');

  const tasksBody = await call('GET', `/api/tasks?brandId=${brandId}`, token);
  console.log(`seeded: ${strategies.length} active strategies, ${tasksBody.tasks.length} tasks (${Math.round(JSON.stringify(tasksBody).length / 1024)} KB of JSON)`);
  // The tasks page's own call (issue 16 item 5): the first page of the lean list view; the rest follows on scroll.
  const pagePath = `/api/tasks?brandId=${brandId}&view=list`;
  const page = await call('GET', pagePath, token);
  console.log(`tasks page's call: ${page.tasks.length} tasks, nextOffset ${page.nextOffset} (${Math.round(JSON.stringify(page).length / 1024)} KB of JSON)`);
  for (const connections of [1, 10]) {
    results.push(line(`GET /api/strategies (${connections} conn)`, await cannon(`/api/strategies?brandId=${brandId}`, token, connections)));
    results.push(line(`GET /api/tasks (${connections} conn)`, await cannon(`/api/tasks?brandId=${brandId}`, token, connections)));
    results.push(line(`GET /api/tasks?view=list (${connections} conn)`, await cannon(pagePath, token, connections)));
  }
} finally {
  await db.destroy();
  await stopGroup(prod.child, 'SIGTERM');
}
console.log(`autocannon, ${DURATION} s each, production arrangement, ${new Date().toISOString()}`);
for (const r of results) console.log(r);
