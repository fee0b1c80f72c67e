import Router from '@koa/router';
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
import { route, auth, notFound } from '@navia/service-kit';
import type { BrandDeps } from '../deps';
import { completeOnboarding } from '../commands/complete-onboarding';
import { createBrand } from '../commands/create-brand';
import { saveBrandData } from '../commands/save-brand-data';
import { presentBrandData, presentBrandSummary } from '../presenters/brand-presenter';

export function brandRoutes(deps: Pick<BrandDeps, 'db' | 'brands' | 'identity' | 'tokens'>): Router {
  const router = new Router({ prefix: '/api' });
  router.use(auth(deps.tokens));

  router.post('/onboarding/complete', route({ body: OnboardingCompleteBody }, async (c, { body, auth: { userId } }) => {
    const brandId = await completeOnboarding(deps, userId, body);
    c.body = { success: true, brandId } satisfies OnboardingCompleteResponse;
  }));

  router.get('/brand-data', route(async (c, { auth: { userId } }) => {
    const row = await deps.brands.findPrimary(userId);
    if (!row) throw notFound('Brand');
    c.body = presentBrandData(row);
  }));

  router.get('/brand-data/:brandId', route({ params: BrandIdParams }, async (c, { params, auth: { userId } }) => {
    // Another user's brand id answers exactly like a missing one.
    const row = await deps.brands.findForUser(userId, params.brandId);
    if (!row) throw notFound('Brand');
    c.body = presentBrandData(row);
  }));

  // A partial save: absent top-level fields are kept. Answers the saved record exactly as GET does.
  router.post('/brand-data', route({ body: SaveBrandDataBody }, async (c, { body, auth: { userId, plan } }) => {
    const row = await saveBrandData(deps, { userId, plan }, body);
    c.body = presentBrandData(row) satisfies BrandDataResponse;
  }));

  router.get('/user-brands', route(async (c, { auth: { userId } }) => {
    const rows = await deps.brands.listForUser(userId);
    c.body = { brands: rows.map(presentBrandSummary) } satisfies UserBrandsResponse;
  }));

  // Another brand profile; the gateway already routes /api/user-brands here. The active brand lives in the client.
  router.post('/user-brands', route({ body: CreateBrandBody }, async (c, { body, auth: { userId, plan } }) => {
    const row = await createBrand(deps, { userId, plan }, body.companyName);
    c.status = 201;
    c.body = presentBrandSummary(row) satisfies CreateBrandResponse;
  }));

  return router;
}
