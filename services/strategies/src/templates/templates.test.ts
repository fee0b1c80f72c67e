import { ACCESS_TIERS, GOALS, STRATEGY_PLATFORMS, durationDays } from '@navia/contracts';
import { loadTemplates } from './load-templates';

// The library as shipped: every data file passes the contract and the cross-field checks (loadTemplates throws
// otherwise, naming the file), and together they cover what the product promises.
const templates = loadTemplates();

it('holds at least 16 sound templates', () => {
  expect(templates.length).toBeGreaterThanOrEqual(16);
});

it('covers every goal, every strategy platform plus "all", and every access tier', () => {
  expect(new Set(templates.map((t) => t.metadata.goalType))).toEqual(new Set(GOALS));
  const platforms = new Set(templates.map((t) => t.metadata.platform));
  for (const platform of [...STRATEGY_PLATFORMS, 'all']) expect(platforms).toContain(platform);
  expect(new Set(templates.map((t) => t.accessTier))).toEqual(new Set(ACCESS_TIERS));
});

it('runs from a few days to three months', () => {
  const days = templates.map((t) => durationDays(t.templatePayload.duration));
  expect(Math.min(...days)).toBeLessThanOrEqual(5);
  expect(Math.max(...days)).toBe(90);
});

it('gives every template 2–4 objectives, both kinds of key result, and tasks the AI writer can draft', () => {
  for (const t of templates) {
    const objectives = t.templatePayload.objectives;
    expect(objectives.length).toBeGreaterThanOrEqual(2);
    const kinds = new Set(objectives.flatMap((o) => o.key_results.map((kr) => kr.target_type)));
    expect({ id: t.id, task: kinds.has('task'), change: kinds.has('change') }).toEqual({ id: t.id, task: true, change: true });
    expect(objectives.some((o) => o.tasks.some((task) => task.action_type === 'ai_writer'))).toBe(true);
  }
});
