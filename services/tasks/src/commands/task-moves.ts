import type { Knex } from 'knex';
import { daysBetween, dependantShift, strategiesInternal, type MovedTask, type PlannedTask, type StrategyAtRisk } from '@navia/contracts';
import type { InternalClient, Logger } from '@navia/service-kit';
import type { TaskRow, TasksRepository } from '../repositories/tasks-repository';

/** A row as the reschedule plan reads it. */
export const planned = (t: TaskRow): PlannedTask => ({ id: t.id, title: t.title, status: t.status, dueDate: t.due_date, dependencyId: t.dependency_id });

/** Applies a plan's moves (contracts' reschedule-plan.ts), each raising its task's ICS SEQUENCE. */
export async function applyMoves(tasks: TasksRepository, trx: Knex.Transaction, userId: string, moves: readonly MovedTask[]): Promise<void> {
  for (const m of moves) await tasks.reschedule(userId, m.id, m.dueDate, trx);
}

/**
 * How a plan adapts when work slips (issue 17): a task completed after its day takes its open dependants along by
 * the days it was late (the strategy's tasks, locked, read through the same plan as a reschedule).
 */
export async function shiftAfterLateCompletion(tasks: TasksRepository, trx: Knex.Transaction, task: TaskRow, today: string): Promise<MovedTask[]> {
  const late = daysLate(task, today);
  if (!late || !task.due_date) return [];
  const strategyTasks = await tasks.listForStrategyForUpdate(task.user_id, task.strategy_id, trx);
  const moves = dependantShift(strategyTasks.map(planned), { id: task.id, day: task.due_date }, late);
  await applyMoves(tasks, trx, task.user_id, moves);
  return moves;
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
