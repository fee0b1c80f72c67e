import Router from '@koa/router';
import { z } from 'zod';
import { VoiceScoreInternalBody, type AiActivityInternalResponse, type BrandDataInternalResponse, type BrandForStrategyResponse, type FirstStrategyResponse, type VoiceScore } from '@navia/contracts';
import { internalRoute, notFound, serviceAuth } from '@navia/service-kit';
import type { BrandDeps } from '../deps';
import { presentBrandData } from '../presenters/brand-presenter';
import { scoreVoice } from '../voice/voice-score';

const FirstStrategyParams = z.object({ userId: z.string().uuid(), brandId: z.string().uuid() });
const UserParams = z.object({ userId: z.string().uuid() });
const BrandQuery = z.object({ brandId: z.string().uuid('Must be a brand id').optional() });

/** Service-to-service API (service token only; the gateway never routes /internal). */
export function internalRoutes(deps: Pick<BrandDeps, 'brands' | 'milestones' | 'serviceToken' | 'aiActivity'>): Router {
  const router = new Router({ prefix: '/internal' });
  router.use(serviceAuth(deps.serviceToken));

  // Idempotent: the strategies service may tell us more than once (retries, later strategies).
  router.post('/users/:userId/brands/:brandId/first-strategy', internalRoute({ params: FirstStrategyParams }, async (c, { params }) => {
    const outcome = await deps.milestones.markFirstStrategy(params.userId, params.brandId);
    if (outcome === 'missing') throw notFound('Brand');
    c.body = { recorded: outcome === 'recorded' } satisfies FirstStrategyResponse;
  }));

  // A launch reads the brand it targets: which one it is, and the offerings and personas it may pick from.
  router.get('/users/:userId/brand', internalRoute({ params: UserParams, query: BrandQuery }, async (c, { params, query }) => {
    const row = query.brandId ? await deps.brands.findForUser(params.userId, query.brandId) : await deps.brands.findPrimary(params.userId);
    if (!row) throw notFound('Brand');
    const { brandData } = presentBrandData(row);
    c.body = {
      brandId: row.id,
      companyName: row.company_name,
      offerings: brandData.offerings,
      personas: brandData.personas.users,
    } satisfies BrandForStrategyResponse;
  }));

  // The content writers read the whole presented record (voice, emoji style, real content, personas, offerings).
  router.get('/users/:userId/brand-data', internalRoute({ params: UserParams, query: BrandQuery }, async (c, { params, query }) => {
    const row = query.brandId ? await deps.brands.findForUser(params.userId, query.brandId) : await deps.brands.findPrimary(params.userId);
    if (!row) throw notFound('Brand');
    c.body = presentBrandData(row) satisfies BrandDataInternalResponse;
  }));

  // Content scores every saved draft against its brand's voice (issue 18).
  router.post('/users/:userId/brands/:brandId/voice-score', internalRoute({ params: FirstStrategyParams, body: VoiceScoreInternalBody }, async (c, { params, body }) => {
    const row = await deps.brands.findForUser(params.userId, params.brandId);
    if (!row) throw notFound('Brand');
    c.body = scoreVoice(body.text, presentBrandData(row).brandData) satisfies VoiceScore;
  }));

  // GET /api/ai-activity (content) lists the analyzers' calls beside the writers'.
  router.get('/users/:userId/ai-activity', internalRoute({ params: UserParams }, async (c, { params }) => {
    c.body = (await deps.aiActivity.list(params.userId)) satisfies AiActivityInternalResponse;
  }));

  return router;
}
