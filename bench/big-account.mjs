// The big account of issue 5 / issue 16 item 5, shared by bench/strategies-tasks-lists.mjs and
// bench/tasks-page-render.mjs: 25 active strategies launched through the API, and tasks written straight into
// tasks.tasks up to 2,000 (dated over 90 days from 10 days ago, a third completed, tags like real ones).
import { randomUUID } from 'node:crypto';

export const BIG_ACCOUNT_PASSWORD = 'bench-password-1';

/** Seeds through `call` (apiCaller) and `db` (knex on the arrangement's database). Returns token, user, brandId, email. */
export async function seedBigAccount(call, db, { tag, strategies: strategyCount = 25, tasks: taskCount = 2000 }) {
  const email = `bench.${tag}.${Date.now()}@example.com`;
  let { accessToken: token, user } = await call('POST', '/api/auth/sign-up', undefined, { email, password: BIG_ACCOUNT_PASSWORD, firstName: 'Bench' });
  const { brandId } = await call('POST', '/api/onboarding/complete', token, {
    companyName: 'Bench Bakery', website: 'https://bench.example', industry: 'Food, Beverage & Hospitality', businessStage: 'STAGE 2 - Build', northStarStatement: '',
    northStarData: { type_of_person: 'neighbours', type_of_problem: 'no time', product_or_service: 'bread', benefit: 'fresh mornings' },
  });
  // Enterprise: no cap on active strategies, launches a month or open tasks.
  token = (await call('POST', '/api/billing/test-mode/plan', token, { plan: 'enterprise' })).accessToken;

  const { templates } = await call('GET', '/api/strategy-templates', token);
  for (let i = 0; i < strategyCount; i += 1) {
    const t = templates[i % templates.length];
    const changeValues = {};
    t.templatePayload.objectives.forEach((o, oi) => o.key_results.forEach((kr, ki) => { if (kr.target_type === 'change') changeValues[`obj${oi}_kr${ki}`] = '50'; }));
    await call('POST', '/api/strategies/create-from-template', token, { templateId: t.id, changeValues, brandId });
  }
  const strategies = (await call('GET', '/api/strategies', token)).strategies;
  const [{ n }] = await db.withSchema('tasks').table('tasks').where({ user_id: user.id }).count({ n: '*' });
  const extra = taskCount - Number(n);
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
  return { token, user, brandId, email, strategies };
}
