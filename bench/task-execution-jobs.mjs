// Figure (issue 7): task-execution jobs per second through Redis with one content worker process (BullMQ,
// concurrency 4, the service default), production arrangement, offline composer. N tasks are written into
// tasks.tasks, then executed through POST /api/tasks/{id}/execute as fast as the API takes them; the clock runs from
// the first execute call to the last run completed (content.task_executions), and to the last task linked to its
// file by the task-execution-finished event (the tasks worker).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { apiCaller, startAndWait, stopGroup, waitForUrl } from './lib.mjs';

const knex = createRequire(import.meta.url)('knex');
const TASKS = Number(process.env.TASKS ?? 1000);
const PORT = 8160;
const BASE = `http://127.0.0.1:${PORT}`;
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `navia_bench_jobs_${Date.now().toString(36)}`;

const call = apiCaller(BASE);

const prod = await startAndWait(process.execPath, ['e2e/support/start-production.mjs'], {
  env: { ...process.env, E2E_GATEWAY_PORT: String(PORT), E2E_DATABASE_NAME: dbName, LOG_LEVEL: 'warn' },
  readyPattern: /Navia is ready at/,
});
const db = knex({ client: 'pg', connection: Object.assign(new URL(BASE_URL), { pathname: `/${dbName}` }).toString(), pool: { min: 0, max: 2 } });
let summary;
try {
  await waitForUrl(`${BASE}/readyz`);
  let { accessToken: token, user } = await call('POST', '/api/auth/sign-up', undefined, { email: `bench.jobs.${Date.now()}@example.com`, password: 'bench-password-1', firstName: 'Bench' });
  const { brandId } = await call('POST', '/api/onboarding/complete', token, {
    companyName: 'Bench Bakery', website: 'https://bench.example', industry: 'Food, Beverage & Hospitality', businessStage: 'STAGE 2 - Build', northStarStatement: '',
    northStarData: { type_of_person: 'neighbours', type_of_problem: 'no time', product_or_service: 'bread', benefit: 'fresh mornings' },
  });
  token = (await call('POST', '/api/billing/test-mode/plan', token, { plan: 'enterprise' })).accessToken;
  const formats = ['instagram-caption', 'facebook-post', 'email-promotion', 'linkedin-post', 'blog-post'];
  const strategyId = randomUUID();
  const rows = Array.from({ length: TASKS }, (_, i) => ({
    id: randomUUID(), user_id: user.id, brand_id: brandId, strategy_id: strategyId, strategy_name: 'Bench strategy',
    title: `Bench task ${i}: a post about fresh bread`, description: 'Write it for the morning crowd.', status: 'pending', due_date: null,
    task_type: 'social_post', action_type: 'ai_writer', format_id: formats[i % formats.length], tags: ['bench'],
  }));
  for (let i = 0; i < rows.length; i += 500) await db.withSchema('tasks').table('tasks').insert(rows.slice(i, i + 500));

  const started = Date.now();
  // 8 callers at a time, like a burst of owners pressing Start Task.
  let next = 0;
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (next < rows.length) {
      const row = rows[next++];
      await call('POST', `/api/tasks/${row.id}/execute`, token, {});
    }
  }));
  const enqueued = Date.now();
  const [{ n: doneAtEnqueue }] = await db.withSchema('content').table('task_executions').where({ user_id: user.id, status: 'completed' }).count({ n: '*' });
  const deadline = started + 10 * 60_000;
  for (;;) {
    const [{ n }] = await db.withSchema('content').table('task_executions').where({ user_id: user.id, status: 'completed' }).count({ n: '*' });
    if (Number(n) === TASKS) break;
    if (Date.now() > deadline) throw new Error(`only ${n} of ${TASKS} runs completed`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const [{ last }] = await db.withSchema('content').table('task_executions').where({ user_id: user.id }).max({ last: 'updated_at' });
  const completed = new Date(last).getTime();
  for (;;) {
    const [{ n }] = await db.withSchema('tasks').table('tasks').where({ user_id: user.id }).whereNotNull('output_file_id').count({ n: '*' });
    if (Number(n) === TASKS) break;
    if (Date.now() > deadline) throw new Error(`only ${n} of ${TASKS} tasks linked`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const [{ linked }] = await db.withSchema('tasks').table('tasks').where({ user_id: user.id }).max({ linked: 'updated_at' });
  const [{ files }] = await db.withSchema('content').table('files').where({ user_id: user.id }).count({ files: '*' });
  const secs = (ms) => (ms / 1000).toFixed(2);
  summary = [
    `${TASKS} tasks, ${files} files written (one per task)`,
    `execute calls accepted   ${secs(enqueued - started)} s  (${Math.round(TASKS / ((enqueued - started) / 1000))} calls/s, 8 callers)`,
    `runs completed           ${secs(completed - started)} s  → ${Math.round(TASKS / ((completed - started) / 1000))} jobs/s with one worker process`,
    `after the last call      ${TASKS - Number(doneAtEnqueue)} runs in ${secs(completed - enqueued)} s → ${Math.round((TASKS - Number(doneAtEnqueue)) / ((completed - enqueued) / 1000))} jobs/s (the worker alone, API idle)`,
    `tasks linked (event)     ${secs(new Date(linked).getTime() - started)} s  → ${Math.round(TASKS / ((new Date(linked).getTime() - started) / 1000))} tasks/s end to end`,
  ];
} finally {
  await db.destroy();
  await stopGroup(prod.child, 'SIGTERM');
}
console.log(`task execution through Redis, one content worker process (concurrency 4), offline composer, ${new Date().toISOString()}`);
for (const l of summary ?? []) console.log(l);
