import Router from '@koa/router';
import { z } from 'zod';
import type { FirstStrategyResponse } from '@navia/contracts';
import { input, notFound, serviceAuth, validate } from '@navia/service-kit';
import type { BrandMilestonesRepository } from '../repositories/brand-milestones-repository';

const FirstStrategyParams = z.object({ userId: z.string().uuid(), brandId: z.string().uuid() });

/** Service-to-service API (service token only; the gateway never routes /internal). */
export function internalRoutes(deps: { milestones: BrandMilestonesRepository; serviceToken: string }): Router {
  const router = new Router({ prefix: '/internal' });
  router.use(serviceAuth(deps.serviceToken));

  // Idempotent: the strategies service may tell us more than once (retries, later strategies).
  router.post('/users/:userId/brands/:brandId/first-strategy', validate({ params: FirstStrategyParams }), async (c) => {
    const { params } = input<z.ZodUnknown, z.ZodUnknown, typeof FirstStrategyParams>(c);
    const outcome = await deps.milestones.markFirstStrategy(params.userId, params.brandId);
    if (outcome === 'missing') throw notFound('Brand');
    c.body = { recorded: outcome === 'recorded' } satisfies FirstStrategyResponse;
  });

  return router;
}
