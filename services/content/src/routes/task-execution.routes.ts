import Router from '@koa/router';
import { ExecuteTaskBody, ExecuteTaskParams, type ExecuteTaskResponse } from '@navia/contracts';
import { auth, input, validate, type AccessTokenVerifier } from '@navia/service-kit';
import type { z } from 'zod';
import type { ContentDeps } from '../commands/content-deps';
import { startTaskExecution } from '../commands/task-execution';
import { callerOf } from './caller';

/** POST /api/tasks/{id}/execute (the gateway routes this one tasks path to content): queues the task's draft. */
export function taskExecutionRoutes(deps: ContentDeps & { tokens: AccessTokenVerifier }): Router {
  const router = new Router({ prefix: '/api/tasks' });
  router.use(auth(deps.tokens));

  router.post('/:id/execute', validate({ params: ExecuteTaskParams, body: ExecuteTaskBody }), async (c) => {
    const { params, body } = input<typeof ExecuteTaskBody, z.ZodUnknown, typeof ExecuteTaskParams>(c);
    const answer = await startTaskExecution(deps, callerOf(c), params.id, body.strategyId);
    c.status = answer.results.status === 'completed' ? 200 : 202;
    c.body = answer satisfies ExecuteTaskResponse;
  });

  return router;
}
