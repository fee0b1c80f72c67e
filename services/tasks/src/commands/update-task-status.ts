import type { Knex } from 'knex';
import { TASK_LOCKED_ERROR, TASK_STATUS_CHANGED, taskLockedMessage, type PlanKey, type UpdateTaskStatusBody } from '@navia/contracts';
import { AppError, notFound, raiseWebhookEvent, type JobOutbox } from '@navia/service-kit';
import { presentWebhookTask } from '../presenters/task-presenter';
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
  caller: { userId: string; plan: PlanKey },
  taskId: string,
  status: UpdateTaskStatusBody['status'],
  today: string,
): Promise<TaskRow> {
  const { userId } = caller;
  const announcements: string[] = [];
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
      announcements.push(await deps.outbox.add(trx, TASK_STATUS_CHANGED, { userId, strategyId: task.strategy_id, taskId }));
    }
    const row = await deps.tasks.findForUser(userId, taskId, trx);
    if (!row) throw notFound('Task');
    if (task.status !== status && status === 'completed') {
      const hook = await raiseWebhookEvent(deps.outbox, trx, { userId, plan: caller.plan, type: 'task.completed', data: { task: presentWebhookTask(row) } });
      if (hook) announcements.push(hook);
    }
    return row;
  });
  if (announcements.length) await deps.outbox.dispatch(announcements);
  return updated;
}
