import Router from '@koa/router';
import { ExecuteTaskBody, ExecuteTaskParams, TaskExecutionParams, type ExecuteTaskResponse, type TaskExecutionResponse } from '@navia/contracts';
import { auth, input, validate, type AccessTokenVerifier } from '@navia/service-kit';
import type { z } from 'zod';
import type { ContentDeps } from '../commands/content-deps';
import { getTaskExecution, startTaskExecution } from '../commands/task-execution';
import { presentTaskExecution } from '../presenters/task-execution-presenter';
import { callerOf } from './caller';

/**
 * The two tasks paths the gateway routes to content: POST /api/tasks/{id}/execute queues the task's draft, GET
 * /api/tasks/{id}/execution answers how its run goes.
 */
export function taskExecutionRoutes(deps: ContentDeps & { tokens: AccessTokenVerifier }): Router {
  const router = new Router({ prefix: '/api/tasks' });
  router.use(auth(deps.tokens));

  router.post('/:id/execute', validate({ params: ExecuteTaskParams, body: ExecuteTaskBody }), async (c) => {
    const { params, body } = input<typeof ExecuteTaskBody, z.ZodUnknown, typeof ExecuteTaskParams>(c);
    const answer = await startTaskExecution(deps, callerOf(c), params.id, body.strategyId);
    c.status = answer.results.status === 'completed' ? 200 : 202;
    c.body = answer satisfies ExecuteTaskResponse;
  });

  router.get('/:id/execution', validate({ params: TaskExecutionParams }), async (c) => {
    const { params } = input<z.ZodUnknown, z.ZodUnknown, typeof TaskExecutionParams>(c);
    c.body = presentTaskExecution(await getTaskExecution(deps, callerOf(c), params.id)) satisfies TaskExecutionResponse;
  });

  return router;
}
