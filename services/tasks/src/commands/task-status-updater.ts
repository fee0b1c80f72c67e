import type { Knex } from 'knex';
import { TASK_LOCKED_ERROR, TASK_STATUS_CHANGED, taskLockedMessage, type UpdateTaskStatusBody } from '@navia/contracts';
import { AppError, notFound, type JobRuntime, type Logger } from '@navia/service-kit';
import type { TaskRow, TasksRepository } from '../repositories/tasks-repository';

/**
 * spec part 1 §4: completing sets completed, un-completing sets pending; a task whose prerequisite is not completed
 * is locked and cannot be toggled either way. A real change is announced to the strategies service (its progress
 * figures), after the commit so it never reports a change that was rolled back.
 */
export async function updateTaskStatus(
  deps: { db: Knex; tasks: TasksRepository; jobs: JobRuntime; log: Logger },
  userId: string,
  taskId: string,
  status: UpdateTaskStatusBody['status'],
): Promise<TaskRow> {
  let changed = false;
  const updated = await deps.db.transaction(async (trx) => {
    const task = await deps.tasks.findForUserForUpdate(userId, taskId, trx);
    if (!task) throw notFound('Task');
    if (task.dependency_id) {
      const prerequisite = await deps.tasks.findForUser(userId, task.dependency_id, trx);
      if (prerequisite && prerequisite.status !== 'completed') throw new AppError(TASK_LOCKED_ERROR, 409, taskLockedMessage(prerequisite.title), 'status');
    }
    if (task.status !== status) {
      await deps.tasks.updateStatus(userId, taskId, status, trx);
      changed = true;
    }
    const row = await deps.tasks.findForUser(userId, taskId, trx);
    if (!row) throw notFound('Task');
    return row;
  });
  if (changed) {
    // The event only says "recount this strategy"; a lost one is repaired by the next change of the same strategy.
    await deps.jobs
      .enqueue(TASK_STATUS_CHANGED, { userId, strategyId: updated.strategy_id, taskId })
      .catch((err: unknown) => deps.log.error({ err, taskId }, 'could not enqueue task-status-changed'));
  }
  return updated;
}
