import Router from '@koa/router';
import type { Knex } from 'knex';
import {
  BrandIdParams,
  CreateBrandBody,
  OnboardingCompleteBody,
  SaveBrandDataBody,
  type BrandDataResponse,
  type CreateBrandResponse,
  type OnboardingCompleteResponse,
  type UserBrandsResponse,
} from '@navia/contracts';
import { auth, input, notFound, validate, type AuthState, type InternalClient, type AccessTokenVerifier } from '@navia/service-kit';
import type { z } from 'zod';
import type { BrandsRepository } from '../repositories/brands-repository';
import { completeOnboarding } from '../commands/complete-onboarding';
import { createBrand } from '../commands/create-brand';
import { saveBrandData } from '../commands/save-brand-data';
import { presentBrandData, presentBrandSummary } from '../presenters/brand-presenter';

export interface BrandRouteDeps {
  db: Knex;
  brands: BrandsRepository;
  identity: InternalClient;
  tokens: AccessTokenVerifier;
}

export function brandRoutes(deps: BrandRouteDeps): Router {
  const router = new Router({ prefix: '/api' });
  router.use(auth(deps.tokens));

  router.post('/onboarding/complete', validate({ body: OnboardingCompleteBody }), async (c) => {
    const { userId } = c.state.auth as AuthState;
    const { body } = input<typeof OnboardingCompleteBody>(c);
    const brandId = await completeOnboarding(deps, userId, body);
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

  // A partial save: absent top-level fields are kept. Answers the saved record exactly as GET does.
  router.post('/brand-data', validate({ body: SaveBrandDataBody }), async (c) => {
    const { userId, plan } = c.state.auth as AuthState;
    const { body } = input<typeof SaveBrandDataBody>(c);
    const row = await saveBrandData(deps, { userId, plan }, body);
    c.body = presentBrandData(row) satisfies BrandDataResponse;
  });

  router.get('/user-brands', async (c) => {
    const { userId } = c.state.auth as AuthState;
    const rows = await deps.brands.listForUser(userId);
    c.body = { brands: rows.map(presentBrandSummary) } satisfies UserBrandsResponse;
  });

  // Another brand profile; the gateway already routes /api/user-brands here. The active brand lives in the client.
  router.post('/user-brands', validate({ body: CreateBrandBody }), async (c) => {
    const { userId, plan } = c.state.auth as AuthState;
    const { body } = input<typeof CreateBrandBody>(c);
    const row = await createBrand(deps, { userId, plan }, body.companyName);
    c.status = 201;
    c.body = presentBrandSummary(row) satisfies CreateBrandResponse;
  });

  return router;
}
