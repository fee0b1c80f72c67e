import Router from '@koa/router';
import { ExecuteTaskBody, ExecuteTaskParams, TaskExecutionParams, type ExecuteTaskResponse, type TaskExecutionResponse } from '@navia/contracts';
import { route, auth, type AccessTokenVerifier } from '@navia/service-kit';
import type { ContentDeps } from '../deps';
import { getTaskExecution } from '../commands/get-task-execution';
import { startTaskExecution } from '../commands/start-task-execution';
import { presentTaskExecution } from '../presenters/task-execution-presenter';
import { callerOf } from './caller';

/**
 * The two tasks paths the gateway routes to content: POST /api/tasks/{id}/execute queues the task's draft, GET
 * /api/tasks/{id}/execution answers how its run goes.
 */
export function taskExecutionRoutes(deps: ContentDeps & { tokens: AccessTokenVerifier }): Router {
  const router = new Router({ prefix: '/api/tasks' });
  router.use(auth(deps.tokens));

  router.post('/:id/execute', route({ params: ExecuteTaskParams, body: ExecuteTaskBody }, async (c, { params, body, auth }) => {
    const answer = await startTaskExecution(deps, callerOf(auth), params.id, body.strategyId);
    c.status = answer.results.status === 'completed' ? 200 : 202;
    c.body = answer satisfies ExecuteTaskResponse;
  }));

  router.get('/:id/execution', route({ params: TaskExecutionParams }, async (c, { params, auth }) => {
    c.body = presentTaskExecution(await getTaskExecution(deps, callerOf(auth), params.id)) satisfies TaskExecutionResponse;
  }));

  return router;
}
