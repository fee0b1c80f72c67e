import { StrategyTemplate } from '@navia/contracts';
import { loadTemplates } from '../templates/load-templates';
import { buildLaunchPlan } from './build-launch-plan';

const sprint = loadTemplates().find((t) => t.id === 'five-day-launch-sprint') as StrategyTemplate;
const choices = { changeValues: { obj0_kr1: '40', obj1_kr1: '12' }, selectedPercentages: { obj1_kr1: '50' }, today: '2026-11-21', goalDate: '2026-11-26' };

it('figures key results: task ones count the template tasks with their tag, change ones project the chosen percentage', () => {
  const plan = buildLaunchPlan(sprint, choices);
  expect(plan.objectives.map((o) => o.keyResults.map((kr) => [kr.targetType, kr.targetCalculation, kr.startingValue, kr.targetValue]))).toEqual([
    [['task', 'pre_launch', 0, 3], ['change', '[10% increase]', 40, 44]],
    [['task', 'launch_day', 0, 3], ['change', '[50% increase]', 12, 18]],
  ]);
});

it('turns template tasks into dated tasks that keep keys, tags, formats and dependencies', () => {
  const plan = buildLaunchPlan(sprint, choices);
  expect(plan.tasks).toHaveLength(7);
  const teaser = plan.tasks.find((t) => t.key === 'post-launch-teaser');
  expect(teaser).toMatchObject({ dueDate: '2026-11-21', dependsOnKey: 'write-one-sentence-offer', formatId: 'instagram-caption', tags: ['pre_launch'], actionType: 'ai_writer' });
  expect(plan.tasks.find((t) => t.key === 'email-last-call')?.dueDate).toBe('2026-11-25');
  expect(plan.tasks.find((t) => t.key === 'write-one-sentence-offer')).not.toHaveProperty('formatId');
});

it('names the field of a missing or wrong change value', () => {
  expect(() => buildLaunchPlan(sprint, { ...choices, changeValues: { obj0_kr1: '40' } })).toThrow(expect.objectContaining({ field: 'changeValues.obj1_kr1' }));
  expect(() => buildLaunchPlan(sprint, { ...choices, selectedPercentages: { obj0_kr1: '11' } })).toThrow(expect.objectContaining({ field: 'selectedPercentages.obj0_kr1' }));
  expect(() => buildLaunchPlan(sprint, { ...choices, changeValues: { ...choices.changeValues, obj9_kr0: '1' } })).toThrow(expect.objectContaining({ field: 'changeValues.obj9_kr0' }));
});

it('builds a valid plan for every template in the library', () => {
  for (const template of loadTemplates()) {
    const changeValues: Record<string, string> = {};
    template.templatePayload.objectives.forEach((o, oi) => o.key_results.forEach((kr, ki) => { if (kr.target_type === 'change') changeValues[`obj${oi}_kr${ki}`] = '10'; }));
    const plan = buildLaunchPlan(template, { changeValues, selectedPercentages: {}, today: '2026-11-21', goalDate: '2027-01-21' });
    expect(plan.tasks.every((t) => t.dueDate !== null && t.dueDate >= '2026-11-21' && t.dueDate <= '2027-01-21')).toBe(true);
    expect(plan.objectives.flatMap((o) => o.keyResults).filter((kr) => kr.targetType === 'task').every((kr) => kr.targetValue > 0)).toBe(true);
  }
});
