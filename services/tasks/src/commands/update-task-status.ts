import type { Knex } from 'knex';
import { TASK_LOCKED_ERROR, TASK_STATUS_CHANGED, taskLockedMessage, type UpdateTaskStatusBody } from '@navia/contracts';
import { AppError, notFound, type JobOutbox } from '@navia/service-kit';
import type { TaskRow, TasksRepository } from '../repositories/tasks-repository';
import { shiftAfterLateCompletion } from './task-moves';

/**
 * spec part 1 §4: completing sets completed, un-completing sets pending; a task whose prerequisite is not completed
 * is locked and cannot be toggled either way. Completing a task after its due day (`today`, the user's calendar day)
 * moves its open dependants by as many days (issue 17: the plan adapts to how the work really went). A real change
 * is announced to the strategies service (its progress figures) through the outbox: recorded in the same
 * transaction, so it is never announced for a change that was rolled back nor lost for one that was acknowledged,
 * even while the queue is down.
 */
export async function updateTaskStatus(
  deps: { db: Knex; tasks: TasksRepository; outbox: JobOutbox },
  userId: string,
  taskId: string,
  status: UpdateTaskStatusBody['status'],
  today: string,
): Promise<TaskRow> {
  let announcement: string | undefined;
  const updated = await deps.db.transaction(async (trx) => {
    const task = await deps.tasks.findForUserForUpdate(userId, taskId, trx);
    if (!task) throw notFound('Task');
    if (task.dependency_id) {
      const prerequisite = await deps.tasks.findForUser(userId, task.dependency_id, trx);
      if (prerequisite && prerequisite.status !== 'completed') throw new AppError(TASK_LOCKED_ERROR, 409, taskLockedMessage(prerequisite.title), 'status');
    }
    if (task.status !== status) {
      await deps.tasks.updateStatus(userId, taskId, status, trx);
      if (status === 'completed') await shiftAfterLateCompletion(deps.tasks, trx, task, today);
      announcement = await deps.outbox.add(trx, TASK_STATUS_CHANGED, { userId, strategyId: task.strategy_id, taskId });
    }
    const row = await deps.tasks.findForUser(userId, taskId, trx);
    if (!row) throw notFound('Task');
    return row;
  });
  if (announcement) await deps.outbox.dispatch([announcement]);
  return updated;
}
