import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { CreateTasksBody, CreateTasksResponse } from '@navia/contracts';
import { validationError } from '@navia/service-kit';
import type { NewTaskRow, TasksRepository } from '../repositories/tasks-repository';

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
    };
  });
  refuseCycles(body);
  await deps.db.transaction((trx) => deps.tasks.insertMany(rows, trx));
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
