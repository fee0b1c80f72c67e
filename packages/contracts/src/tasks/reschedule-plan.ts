import { addDays, daysBetween } from '../strategies/strategy-rules';
import type { MovedTask } from './reschedule.schema';

/**
 * Which tasks a reschedule moves (issue 17), as one pure rule the tasks service applies and the calendar previews
 * before the person commits. A task moved later takes its open dependants (transitively, through dependencyId) by as
 * many days, so the plan keeps its spacing; an earlier move moves no one; completed tasks, and anything past them,
 * never move; a dependant never lands before its prerequisite's day.
 */
export interface PlannedTask {
  id: string;
  title: string;
  status: string;
  /** `YYYY-MM-DD` (an ISO timestamp's date part counts). */
  dueDate: string | null;
  dependencyId: string | null;
}

const day = (d: string | null) => (d ? d.slice(0, 10) : null);

/** The open dependants of `root` moved `days` later (root itself not included). */
export function dependantShift(tasks: readonly PlannedTask[], root: { id: string; day: string }, days: number): MovedTask[] {
  if (days <= 0) return [];
  const byPrerequisite = new Map<string, PlannedTask[]>();
  for (const t of tasks) {
    if (!t.dependencyId || t.status === 'completed') continue;
    const list = byPrerequisite.get(t.dependencyId) ?? [];
    list.push(t);
    byPrerequisite.set(t.dependencyId, list);
  }
  const moved: MovedTask[] = [];
  const dayOf = new Map<string, string>([[root.id, root.day]]);
  const seen = new Set<string>([root.id]);
  let frontier = [root.id];
  while (frontier.length) {
    const next: PlannedTask[] = [];
    for (const id of frontier) for (const t of byPrerequisite.get(id) ?? []) if (!seen.has(t.id)) next.push(t);
    for (const t of next) {
      seen.add(t.id);
      const from = day(t.dueDate);
      if (!from) continue;
      const prerequisiteDay = t.dependencyId ? dayOf.get(t.dependencyId) : undefined;
      const shifted = addDays(from, days);
      const to = prerequisiteDay && prerequisiteDay > shifted ? prerequisiteDay : shifted;
      dayOf.set(t.id, to);
      if (to !== from) moved.push({ id: t.id, title: t.title, fromDate: from, dueDate: to });
    }
    frontier = next.map((t) => t.id);
  }
  return moved;
}

/** Every task moving `taskId` to `to` moves, that task first (nothing when it is already due then). */
export function planReschedule(tasks: readonly PlannedTask[], taskId: string, to: string): MovedTask[] {
  const task = tasks.find((t) => t.id === taskId);
  if (!task) return [];
  const from = day(task.dueDate);
  if (from === to) return [];
  const own: MovedTask = { id: task.id, title: task.title, fromDate: from, dueDate: to };
  return from && to > from ? [own, ...dependantShift(tasks, { id: task.id, day: to }, daysBetween(from, to))] : [own];
}

/** The earliest day a task may be due: its prerequisite's day, when it has a dated one. */
export function earliestDay(tasks: readonly PlannedTask[], taskId: string): string | null {
  const task = tasks.find((t) => t.id === taskId);
  const prerequisite = task?.dependencyId ? tasks.find((t) => t.id === task.dependencyId) : undefined;
  return day(prerequisite?.dueDate ?? null);
}
