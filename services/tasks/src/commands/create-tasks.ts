import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { CreateTasksBody, CreateTasksResponse } from '@navia/contracts';
import { planLimitReached, validationError } from '@navia/service-kit';
import { UNLIMITED } from '@navia/contracts';
import type { NewTaskRow, TasksRepository } from '../repositories/tasks-repository';

/** Below the internal client's 5 s timeout (service-kit internal-client.ts). */
const CREATE_TIMEOUT_MS = 4000;

/**
 * Creates a launched strategy's tasks in one transaction: dependencies are stated by the caller's local keys and
 * mapped here to the new ids. Any bad key refuses the whole call before anything is written.
 */
export async function createTasks(deps: { db: Knex; tasks: TasksRepository }, body: CreateTasksBody): Promise<CreateTasksResponse> {
  const ids = new Map<string, string>();
  body.tasks.forEach((t, i) => {
    if (ids.has(t.key)) throw validationError(`tasks.${i}.key: Duplicate task key "${t.key}"`, `tasks.${i}.key`);
    ids.set(t.key, randomUUID());
  });
  const rows: NewTaskRow[] = body.tasks.map((t, i) => {
    let dependencyId: string | null = null;
    if (t.dependsOnKey !== undefined) {
      const field = `tasks.${i}.dependsOnKey`;
      if (t.dependsOnKey === t.key) throw validationError(`${field}: A task cannot depend on itself`, field);
      dependencyId = ids.get(t.dependsOnKey) ?? null;
      if (!dependencyId) throw validationError(`${field}: Unknown task key "${t.dependsOnKey}"`, field);
    }
    return {
      id: ids.get(t.key) as string,
      user_id: body.userId,
      brand_id: body.brandId,
      strategy_id: body.strategyId,
      strategy_name: body.strategyName,
      title: t.title,
      description: t.description,
      due_date: t.dueDate,
      task_type: t.taskType,
      action_type: t.actionType,
      format_id: t.formatId ?? null,
      dependency_id: dependencyId,
      tags: t.tags,
      sequence: i,
    };
  });
  refuseCycles(body);
  const limits = body.limits;
  if (limits && limits.maxPerStrategy !== UNLIMITED && rows.length > limits.maxPerStrategy) {
    throw planLimitReached(`Your plan allows ${limits.maxPerStrategy} tasks per strategy; this strategy has ${rows.length}.`, 'tasks');
  }
  await deps.db.transaction(async (trx) => {
    // The caller gives up after 5 s and then undoes its launch: a write that could still commit after that would
    // leave tasks without a strategy, so this transaction is cut off first.
    await trx.raw(`set local statement_timeout = '${CREATE_TIMEOUT_MS}ms'`);
    if (limits && limits.maxActive !== UNLIMITED) {
      // One creation per user at a time, so two launches cannot both fit under the open-task cap.
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`tasks:create:${body.userId}`]);
      const open = await deps.tasks.countOpenForUser(body.userId, trx);
      if (open + rows.length > limits.maxActive) {
        throw planLimitReached(`Your plan allows ${limits.maxActive} open tasks; you have ${open} and this strategy adds ${rows.length}. Complete or remove some first.`, 'tasks');
      }
    }
    await deps.tasks.insertMany(rows, trx);
  });
  return { tasks: body.tasks.map((t) => ({ key: t.key, id: ids.get(t.key) as string })) };
}

/** A dependency cycle would lock every task in it forever. */
function refuseCycles(body: CreateTasksBody): void {
  const dependsOn = new Map(body.tasks.map((t) => [t.key, t.dependsOnKey]));
  body.tasks.forEach((t, i) => {
    let key = t.dependsOnKey;
    for (let steps = 0; key !== undefined; steps += 1) {
      if (key === t.key || steps > body.tasks.length) {
        throw validationError(`tasks.${i}.dependsOnKey: Task dependencies form a cycle`, `tasks.${i}.dependsOnKey`);
      }
      key = dependsOn.get(key);
    }
  });
}
