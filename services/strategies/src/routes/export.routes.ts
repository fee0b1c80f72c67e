import Router from '@koa/router';
import { z } from 'zod';
import type { ExportStrategiesResponse } from '@navia/contracts';
import { internalRoute, serviceAuth } from '@navia/service-kit';
import { presentDetails } from '../presenters/strategy-presenter';
import type { StrategiesRepository } from '../repositories/strategies-repository';

const UserParams = z.object({ userId: z.string().uuid() });

/** The user's strategies for their export (issue 19, contracts `exportInternal`): details as the details call answers them. */
export function exportRoutes(deps: { strategies: StrategiesRepository; serviceToken: string }): Router {
  const router = new Router({ prefix: '/internal/users/:userId/export' });
  router.use(serviceAuth(deps.serviceToken));

  router.get('/strategies', internalRoute({ params: UserParams }, async (c, { params }) => {
    const rows = await deps.strategies.listForUser(params.userId);
    const { objectives, keyResults } = await deps.strategies.objectivesOf(rows.map((row) => row.id));
    c.body = {
      strategies: rows.map((row) => ({
        ...presentDetails(
          row,
          objectives.filter((o) => o.strategy_id === row.id),
          keyResults.filter((kr) => kr.strategy_id === row.id),
        ),
        templateName: row.template_name,
        duration: row.duration,
        commitment: row.commitment,
      })),
    } satisfies ExportStrategiesResponse;
  }));

  return router;
}
