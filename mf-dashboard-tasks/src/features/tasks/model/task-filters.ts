import { TASK_TYPES, strategySlug, type StrategyListItem, type TaskKind } from '@navia/contracts';

/** Filter values: 'all', `strategy-{slug}` (the form /tasks?filter= links use, spec part 1 §2) or a task type. */
export const ALL_TASKS_FILTER = 'all';
const STRATEGY_PREFIX = 'strategy-';

export const strategyFilter = (strategyName: string) => `${STRATEGY_PREFIX}${strategySlug(strategyName)}`;

/** spec part 1 §2: Social Posts, Blog Posts, Emails; other types title-cased from snake_case. */
const TYPE_LABELS: Record<string, string> = { social_post: 'Social Posts', blog_post: 'Blog Posts', email: 'Emails' };

export function taskTypeLabel(taskType: string): string {
  return (
    TYPE_LABELS[taskType] ??
    taskType
      .split('_')
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

export interface FilterChip {
  value: string;
  label: string;
}

/**
 * spec part 1 §2: All Tasks, one chip per non-completed strategy, one per task type. Strategies and types come from
 * the tasks (or the list view's kinds of them), so no chip leads to an empty list; a strategy counts as completed only when the strategies list
 * says so (that list may be missing or still loading).
 */
export function buildFilterChips(tasks: readonly TaskKind[], strategies: readonly StrategyListItem[] | undefined): FilterChip[] {
  const completed = new Set((strategies ?? []).filter((s) => s.status === 'completed').map((s) => s.id));
  const strategyChips = new Map<string, FilterChip>();
  for (const task of tasks) {
    if (completed.has(task.strategyId) || !task.strategy) continue;
    const value = strategyFilter(task.strategy);
    if (!strategyChips.has(value)) strategyChips.set(value, { value, label: task.strategy });
  }
  const types = new Set<string>(tasks.map((task) => task.taskType));
  // Known types in their catalogue order, then any newer type the server sends.
  const orderedTypes = [...TASK_TYPES.filter((type) => types.has(type)), ...[...types].filter((type) => !(TASK_TYPES as readonly string[]).includes(type))];
  return [
    { value: ALL_TASKS_FILTER, label: 'All Tasks' },
    ...[...strategyChips.values()].sort((a, b) => a.label.localeCompare(b.label)),
    ...orderedTypes.map((type) => ({ value: type, label: taskTypeLabel(type) })),
  ];
}

/** Whether a task passes the filter. A strategy filter compares slugs, so it also works for a completed strategy. */
export function matchesFilter(task: TaskKind, filter: string): boolean {
  if (filter === ALL_TASKS_FILTER) return true;
  if (filter.startsWith(STRATEGY_PREFIX)) return strategyFilter(task.strategy) === filter;
  return task.taskType === filter;
}
