import type { Knex } from 'knex';
import { addDays, daysBetween, strategiesInternal, type MovedTask, type StrategyAtRisk } from '@navia/contracts';
import type { InternalClient, Logger } from '@navia/service-kit';
import type { TaskRow, TasksRepository } from '../repositories/tasks-repository';

/**
 * How a plan adapts when work slips (issue 17): a task that moves later, or is completed after its day, takes its
 * open dependants along by as many days, transitively, so the plan keeps its spacing. Completed tasks never move,
 * nor does anything past them; a task never lands before its prerequisite's day.
 */
export async function shiftOpenDependants(tasks: TasksRepository, trx: Knex.Transaction, userId: string, root: { id: string; day: string }, days: number): Promise<MovedTask[]> {
  if (days <= 0) return [];
  const moved: MovedTask[] = [];
  // The day each task in the chain is due now, so a dependant is never put before its prerequisite.
  const dayOf = new Map<string, string>([[root.id, root.day]]);
  const seen = new Set<string>([root.id]);
  let frontier = [root.id];
  while (frontier.length) {
    const dependants = (await tasks.openDependantsOf(userId, frontier, trx)).filter((t) => !seen.has(t.id));
    for (const t of dependants) {
      seen.add(t.id);
      if (!t.due_date) continue;
      const prerequisiteDay = t.dependency_id ? dayOf.get(t.dependency_id) : undefined;
      const shifted = addDays(t.due_date, days);
      const day = prerequisiteDay && prerequisiteDay > shifted ? prerequisiteDay : shifted;
      dayOf.set(t.id, day);
      if (day !== t.due_date) {
        await tasks.reschedule(userId, t.id, day, trx);
        moved.push({ id: t.id, title: t.title, fromDate: t.due_date, dueDate: day });
      }
    }
    frontier = dependants.map((t) => t.id);
  }
  return moved;
}

/** Days a completion came after the task's due day (0 when on time or undated). */
export function daysLate(task: Pick<TaskRow, 'due_date'>, today: string): number {
  return task.due_date && today > task.due_date ? daysBetween(task.due_date, today) : 0;
}

/**
 * Whether the moved tasks now end after their strategy's goal date. Said, never fixed: the goal date is the owner's.
 * An aid: when the strategies service cannot answer, the answer says nothing (logged) rather than failing the move.
 */
export async function strategyAtRisk(
  deps: { strategies: InternalClient; log: Logger },
  userId: string,
  strategy: { id: string; name: string },
  moved: readonly MovedTask[],
): Promise<StrategyAtRisk | null> {
  if (!moved.length) return null;
  const latest = moved.reduce((max, m) => (m.dueDate > max ? m.dueDate : max), moved[0].dueDate);
  try {
    const details = await deps.strategies.call(strategiesInternal.strategyDetails, [userId, strategy.id]);
    const goalDate = details.strategy.deadline?.slice(0, 10) ?? null;
    return goalDate && latest > goalDate ? { strategyId: strategy.id, strategy: strategy.name, goalDate, latestDueDate: latest } : null;
  } catch (err) {
    deps.log.warn({ err, strategyId: strategy.id }, 'could not read the strategy’s goal date');
    return null;
  }
}
