import Router from '@koa/router';
import { z } from 'zod';
import type { StrategyDetailsResponse } from '@navia/contracts';
import { internalRoute, notFound, serviceAuth } from '@navia/service-kit';
import { presentDetails } from '../presenters/strategy-presenter';
import type { StrategiesRepository } from '../repositories/strategies-repository';

const UserStrategyParams = z.object({ userId: z.string().uuid(), strategyId: z.string().uuid() });

/** Service-to-service API (service token only; the gateway never routes /internal). */
export function internalRoutes(deps: { strategies: StrategiesRepository; serviceToken: string }): Router {
  const router = new Router({ prefix: '/internal' });
  router.use(serviceAuth(deps.serviceToken));

  // The content service writes a task's draft for the persona and offering its strategy was launched with.
  router.get('/users/:userId/strategies/:strategyId', internalRoute({ params: UserStrategyParams }, async (c, { params }) => {
    const row = await deps.strategies.findForUser(params.userId, params.strategyId);
    if (!row) throw notFound('Strategy');
    const [objectives, keyResults] = await Promise.all([deps.strategies.objectives(row.id), deps.strategies.keyResults(row.id)]);
    c.body = presentDetails(row, objectives, keyResults) satisfies StrategyDetailsResponse;
  }));

  return router;
}
