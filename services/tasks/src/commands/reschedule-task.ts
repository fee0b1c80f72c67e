import { earliestDay, planReschedule, TASK_COMPLETED_KEEPS_DATE, taskBeforePrerequisiteMessage, type PlanKey, type PlannedTask, type RescheduleTaskResponse } from '@navia/contracts';
import { AppError, notFound, raiseWebhookEvent, validationError } from '@navia/service-kit';
import type { TasksDeps } from '../deps';
import { presentTask, presentWebhookTask } from '../presenters/task-presenter';
import { applyMoves, planned, strategyAtRisk } from './task-moves';

export const TASK_COMPLETED_ERROR = 'task_completed';

/**
 * PATCH /api/tasks/{id} (issue 17): moves an open task to `day`. A later move takes its open dependants along
 * (task-moves.ts); an earlier one moves no one. Refused: a completed task (409), a day before the prerequisite's (400
 * naming dueDate), another user's task (404).
 */
export async function rescheduleTask(
  deps: Pick<TasksDeps, 'db' | 'tasks' | 'strategies' | 'log' | 'outbox'>,
  caller: { userId: string; plan: PlanKey },
  taskId: string,
  day: string,
): Promise<RescheduleTaskResponse> {
  const { userId } = caller;
  const { row, moved, hook } = await deps.db.transaction(async (trx) => {
    const task = await deps.tasks.findForUserForUpdate(userId, taskId, trx);
    if (!task) throw notFound('Task');
    if (task.status === 'completed') throw new AppError(TASK_COMPLETED_ERROR, 409, TASK_COMPLETED_KEEPS_DATE, 'dueDate');
    // The strategy's tasks, locked: dependencies stay within a strategy, and two moves of one plan run one after the other.
    const strategyTasks = (await deps.tasks.listForStrategyForUpdate(userId, task.strategy_id, trx)).map(planned);
    // The plan's own rule for the earliest day, as the calendar applies it before sending.
    const earliest = earliestDay(strategyTasks, task.id);
    if (earliest && day < earliest) {
      const prerequisite = strategyTasks.find((t) => t.id === task.dependency_id) as PlannedTask;
      throw validationError(`dueDate: ${taskBeforePrerequisiteMessage(prerequisite.title, earliest)}`, 'dueDate');
    }
    const changes = planReschedule(strategyTasks, task.id, day);
    await applyMoves(deps.tasks, trx, userId, changes);
    const updated = await deps.tasks.findForUser(userId, task.id, trx);
    if (!updated) throw notFound('Task');
    const hook = await raiseWebhookEvent(deps.outbox, trx, {
      userId,
      plan: caller.plan,
      type: 'task.rescheduled',
      data: { task: presentWebhookTask(updated), previousDueDate: task.due_date, moved: changes },
    });
    return { row: updated, moved: changes, hook };
  });
  if (hook) await deps.outbox.dispatch([hook]);
  const atRisk = await strategyAtRisk(deps, userId, { id: row.strategy_id, name: row.strategy_name }, moved);
  return { task: presentTask(row), moved, atRisk };
}
