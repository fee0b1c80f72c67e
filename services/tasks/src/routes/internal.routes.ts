import Router from '@koa/router';
import { z } from 'zod';
import {
  CreateTasksBody,
  DeleteStrategyTasksQuery,
  type CreateTasksResponse,
  type DeleteStrategyTasksResponse,
  type InternalTaskResponse,
  type StrategyTaskProgressResponse,
} from '@navia/contracts';
import { internalRoute, notFound, serviceAuth } from '@navia/service-kit';
import type { TasksDeps } from '../deps';
import { createTasks } from '../commands/create-tasks';
import { presentTask } from '../presenters/task-presenter';
import type { TaskRow } from '../repositories/tasks-repository';

const StrategyTasksParams = z.object({ userId: z.string().uuid(), strategyId: z.string().uuid() });
const UserTaskParams = z.object({ userId: z.string().uuid(), taskId: z.string().uuid() });

const presentInternal = (row: TaskRow): InternalTaskResponse => ({ task: presentTask(row), userId: row.user_id, brandId: row.brand_id });

/** Service-to-service API (service token only; the gateway never routes /internal). */
export function internalRoutes(deps: Pick<TasksDeps, 'db' | 'tasks' | 'serviceToken'>): Router {
  const router = new Router({ prefix: '/internal' });
  router.use(serviceAuth(deps.serviceToken));

  router.post('/tasks', internalRoute({ body: CreateTasksBody }, async (c, { body }) => {
    const created = await createTasks(deps, body);
    c.status = 201;
    c.body = created satisfies CreateTasksResponse;
  }));

  router.delete('/users/:userId/strategies/:strategyId/tasks', internalRoute({ params: StrategyTasksParams, query: DeleteStrategyTasksQuery }, async (c, { params, query }) => {
    const deleted = await deps.tasks.deleteForStrategy(params.userId, params.strategyId, query.onlyOpen === 'true');
    c.body = { deleted } satisfies DeleteStrategyTasksResponse;
  }));

  router.get('/users/:userId/strategies/:strategyId/task-progress', internalRoute({ params: StrategyTasksParams }, async (c, { params }) => {
    c.body = (await deps.tasks.progressForStrategy(params.userId, params.strategyId)) satisfies StrategyTaskProgressResponse;
  }));

  // The content service executes a task: it reads it (owner, brand, format); how the run goes comes back by event.
  router.get('/users/:userId/tasks/:taskId', internalRoute({ params: UserTaskParams }, async (c, { params }) => {
    const row = await deps.tasks.findForUser(params.userId, params.taskId);
    if (!row) throw notFound('Task');
    c.body = presentInternal(row) satisfies InternalTaskResponse;
  }));

  return router;
}
