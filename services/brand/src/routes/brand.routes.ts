import Router from '@koa/router';
import type { Knex } from 'knex';
import { BrandIdParams, OnboardingCompleteBody, type OnboardingCompleteResponse, type UserBrandsResponse } from '@navia/contracts';
import { auth, input, notFound, validate, type AuthState, type InternalClient } from '@navia/service-kit';
import type { z } from 'zod';
import type { BrandsRepository } from '../repositories/brands-repository';
import { completeOnboarding } from '../commands/complete-onboarding';
import { presentBrandData, presentBrandSummary } from '../presenters/brand-presenter';

export interface BrandRouteDeps {
  db: Knex;
  brands: BrandsRepository;
  identity: InternalClient;
  publicKey: string;
}

export function brandRoutes(deps: BrandRouteDeps): Router {
  const router = new Router({ prefix: '/api' });
  router.use(auth(deps.publicKey));

  router.post('/onboarding/complete', validate({ body: OnboardingCompleteBody }), async (c) => {
    const { userId } = c.state.auth as AuthState;
    const { body } = input<typeof OnboardingCompleteBody>(c);
    const brandId = await completeOnboarding(deps, userId, body, c.state.requestId);
    c.body = { success: true, brandId } satisfies OnboardingCompleteResponse;
  });

  router.get('/brand-data', async (c) => {
    const { userId } = c.state.auth as AuthState;
    const row = await deps.brands.findPrimary(userId);
    if (!row) throw notFound('Brand');
    c.body = presentBrandData(row);
  });

  router.get('/brand-data/:brandId', validate({ params: BrandIdParams }), async (c) => {
    const { userId } = c.state.auth as AuthState;
    const { params } = input<z.ZodUnknown, z.ZodUnknown, typeof BrandIdParams>(c);
    // Another user's brand id answers exactly like a missing one.
    const row = await deps.brands.findForUser(userId, params.brandId);
    if (!row) throw notFound('Brand');
    c.body = presentBrandData(row);
  });

  router.get('/user-brands', async (c) => {
    const { userId } = c.state.auth as AuthState;
    const rows = await deps.brands.listForUser(userId);
    c.body = { brands: rows.map(presentBrandSummary) } satisfies UserBrandsResponse;
  });

  return router;
}
