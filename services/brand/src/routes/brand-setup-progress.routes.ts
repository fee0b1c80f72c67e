import Router from '@koa/router';
import { BrandSetupProgressQuery, type BrandSetupProgressResponse } from '@navia/contracts';
import { route, auth, notFound } from '@navia/service-kit';
import type { BrandDeps } from '../deps';
import { presentBrandData } from '../presenters/brand-presenter';
import { computeBrandSetupProgress } from '../progress/compute-progress';

/**
 * GET /api/brand-setup-progress (spec part 1 §7): the steps computed from the brand record as the screens see it.
 * `?excludeStrategyStep=true` answers whether brand setup alone is complete; `?brandId=` follows the active brand.
 */
export function brandSetupProgressRoutes(deps: Pick<BrandDeps, 'brands' | 'milestones' | 'tokens'>): Router {
  const router = new Router({ prefix: '/api' });
  router.use(auth(deps.tokens));

  router.get('/brand-setup-progress', route({ query: BrandSetupProgressQuery }, async (c, { query, auth: { userId } }) => {
    const row = query.brandId ? await deps.brands.findForUser(userId, query.brandId) : await deps.brands.findPrimary(userId);
    if (!row) throw notFound('Brand');
    const { brandData } = presentBrandData(row);
    const progress = computeBrandSetupProgress({
      data: brandData,
      strategyCreated: row.first_strategy_at !== null,
      excludeStrategyStep: query.excludeStrategyStep === 'true',
    });
    // The row says whether completion was already recorded: only the first complete read writes.
    const firstTimeCompletion = progress.brandStepsComplete && row.setup_completed_at === null && (await deps.milestones.markSetupCompleted(row.id));
    c.body = {
      success: true,
      brandName: row.company_name,
      progress: { steps: progress.steps, summary: progress.summary, firstTimeCompletion },
    } satisfies BrandSetupProgressResponse;
  }));

  return router;
}
