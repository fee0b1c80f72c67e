import Router from '@koa/router';
import {
  TASKS_LIST_VIEW,
  TASKS_PAGE_DEFAULT,
  TaskIdParams,
  TaskTagParams,
  TasksByTagQuery,
  TasksQuery,
  RescheduleTaskBody,
  todayIn,
  UpdateTaskStatusBody,
  type RescheduleTaskResponse,
  type Task,
  type TaskListPage,
  type TasksResponse,
} from '@navia/contracts';
import { route, auth, notFound, userTimeZone } from '@navia/service-kit';
import type { TasksDeps } from '../deps';
import { updateTaskStatus } from '../commands/update-task-status';
import { rescheduleTask } from '../commands/reschedule-task';
import { presentTask, presentTaskKind, presentTaskListItem } from '../presenters/task-presenter';
import type { TasksRepository } from '../repositories/tasks-repository';

/**
 * GET /api/tasks?view=list: a page of lean tasks. One more row than asked says whether another page follows; the
 * first page also names every strategy and task type (the filter chips), which the rows of one page may not.
 */
async function listPage(tasks: TasksRepository, userId: string, query: TasksQuery): Promise<TaskListPage> {
  const offset = query.offset ?? 0;
  const limit = query.limit ?? TASKS_PAGE_DEFAULT;
  const [rows, kinds] = await Promise.all([
    tasks.listPageForUser(userId, query.brandId, offset, limit + 1),
    offset === 0 ? tasks.kindsForUser(userId, query.brandId) : undefined,
  ]);
  const more = rows.length > limit;
  return {
    tasks: rows.slice(0, limit).map(presentTaskListItem),
    nextOffset: more ? offset + limit : null,
    ...(kinds ? { kinds: kinds.map(presentTaskKind) } : {}),
  };
}

export function taskRoutes(deps: Pick<TasksDeps, 'db' | 'tasks' | 'outbox' | 'tokens' | 'identity' | 'strategies' | 'log'>): Router {
  const router = new Router({ prefix: '/api' });
  router.use(auth(deps.tokens));

  router.get('/tasks', route({ query: TasksQuery }, async (c, { query, auth: { userId } }) => {
    if (query.view === TASKS_LIST_VIEW) {
      c.body = await listPage(deps.tasks, userId, query);
      return;
    }
    // The spec's answer: every task, whole.
    const rows = await deps.tasks.listForUser(userId, query.brandId);
    c.body = { tasks: rows.map(presentTask) } satisfies TasksResponse;
  }));

  // spec part 2 §7: a task key result's progress in Track & Manage (polled every 10 s).
  router.get('/tasks/by-tag/:tag', route({ params: TaskTagParams, query: TasksByTagQuery }, async (c, { params, query, auth: { userId } }) => {
    const rows = await deps.tasks.listByTag(userId, params.tag, query.strategyId);
    c.body = { tasks: rows.map(presentTask) } satisfies TasksResponse;
  }));

  router.get('/tasks/:id', route({ params: TaskIdParams }, async (c, { params, auth: { userId } }) => {
    // Another user's task answers exactly like a missing one.
    const row = await deps.tasks.findForUser(userId, params.id);
    if (!row) throw notFound('Task');
    c.body = presentTask(row) satisfies Task;
  }));

  router.patch('/tasks/:id/status', route({ params: TaskIdParams, body: UpdateTaskStatusBody }, async (c, { params, body, auth: caller }) => {
    // The user's own day decides whether a completion came late (issue 17).
    const today = todayIn(await userTimeZone(caller, deps.identity));
    const row = await updateTaskStatus(deps, caller, params.id, body.status, today);
    c.body = presentTask(row) satisfies Task;
  }));

  // Issue 17: reschedule an open task; its open dependants move with a later move.
  router.patch('/tasks/:id', route({ params: TaskIdParams, body: RescheduleTaskBody }, async (c, { params, body, auth: caller }) => {
    c.body = (await rescheduleTask(deps, caller, params.id, body.dueDate)) satisfies RescheduleTaskResponse;
  }));

  return router;
}
