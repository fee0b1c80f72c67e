import { durationDays, type StrategyTemplate } from './strategy-template.schema';

/**
 * What a schema cannot say about one template: unique task keys, dependencies that exist and form no cycle, every
 * task key result counting a tag some task carries, and every task inside the template's duration. Empty when sound.
 */
export function templateProblems(template: StrategyTemplate): string[] {
  const problems: string[] = [];
  const tasks = template.templatePayload.objectives.flatMap((o) => o.tasks);
  const byKey = new Map<string, (typeof tasks)[number]>();
  for (const task of tasks) {
    if (byKey.has(task.key)) problems.push(`task key '${task.key}' is used twice`);
    byKey.set(task.key, task);
  }
  const days = durationDays(template.templatePayload.duration);
  for (const task of tasks) {
    if (task.day_offset >= days) problems.push(`task '${task.key}' is on day ${task.day_offset}, outside the ${days}-day duration`);
    if (task.depends_on === undefined) continue;
    const before = byKey.get(task.depends_on);
    if (!before) problems.push(`task '${task.key}' depends on unknown task '${task.depends_on}'`);
    else if (before.day_offset > task.day_offset) problems.push(`task '${task.key}' is due before the task it depends on ('${before.key}')`);
  }
  // Following depends_on from any task must end: a chain longer than the task count has looped.
  for (const task of tasks) {
    let current: (typeof tasks)[number] | undefined = task;
    for (let steps = 0; current?.depends_on !== undefined; steps += 1) {
      if (steps > tasks.length) {
        problems.push(`task '${task.key}' is part of a dependency cycle`);
        break;
      }
      current = byKey.get(current.depends_on);
    }
  }
  const tags = new Set(tasks.flatMap((t) => t.tags));
  for (const objective of template.templatePayload.objectives) {
    for (const kr of objective.key_results) {
      if (kr.target_type === 'task' && !tags.has(kr.tag)) problems.push(`key result '${kr.description}' counts tag '${kr.tag}', which no task carries`);
    }
  }
  return problems;
}
