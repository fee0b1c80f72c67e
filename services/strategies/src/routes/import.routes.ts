import Router from '@koa/router';
import { z } from 'zod';
import { importInternal, type ImportedResponse, type ImportRoomResponse } from '@navia/contracts';
import { internalRoute, serviceAuth } from '@navia/service-kit';
import type { Knex } from 'knex';
import type { StrategiesRepository } from '../repositories/strategies-repository';

const UserParams = z.object({ userId: z.string().uuid() });

/** The strategies of an import (issue 19, contracts `importInternal`); one already there is skipped. */
export function importRoutes(deps: { db: Knex; strategies: StrategiesRepository; serviceToken: string }): Router {
  const router = new Router({ prefix: '/internal/users/:userId/import' });
  router.use(serviceAuth(deps.serviceToken));

  router.get('/room', internalRoute({ params: UserParams }, async (c, { params }) => {
    c.body = { activeStrategies: await deps.strategies.countActive(params.userId) } satisfies ImportRoomResponse;
  }));

  router.post('/strategies', internalRoute({ params: UserParams, body: importInternal.strategies.body }, async (c, { params, body }) => {
    const imported = await deps.db.transaction(async (trx) => {
      let count = 0;
      for (const strategy of body.strategies) if (await deps.strategies.importStrategy(params.userId, strategy, trx)) count += 1;
      return count;
    });
    c.body = { imported } satisfies ImportedResponse;
  }));

  return router;
}
