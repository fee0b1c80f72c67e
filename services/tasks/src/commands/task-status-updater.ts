import type { Knex } from 'knex';
import { TASK_LOCKED_ERROR, taskLockedMessage, type UpdateTaskStatusBody } from '@navia/contracts';
import { AppError, notFound } from '@navia/service-kit';
import type { TaskRow, TasksRepository } from '../repositories/tasks-repository';

/**
 * spec part 1 §4: completing sets completed, un-completing sets pending; a task whose prerequisite is not completed
 * is locked and cannot be toggled either way.
 */
export async function updateTaskStatus(
  deps: { db: Knex; tasks: TasksRepository },
  userId: string,
  taskId: string,
  status: UpdateTaskStatusBody['status'],
): Promise<TaskRow> {
  return deps.db.transaction(async (trx) => {
    const task = await deps.tasks.findForUserForUpdate(userId, taskId, trx);
    if (!task) throw notFound('Task');
    if (task.dependency_id) {
      const prerequisite = await deps.tasks.findForUser(userId, task.dependency_id, trx);
      if (prerequisite && prerequisite.status !== 'completed') throw new AppError(TASK_LOCKED_ERROR, 409, taskLockedMessage(prerequisite.title), 'status');
    }
    if (task.status !== status) await deps.tasks.updateStatus(userId, taskId, status, trx);
    const updated = await deps.tasks.findForUser(userId, taskId, trx);
    if (!updated) throw notFound('Task');
    return updated;
  });
}
