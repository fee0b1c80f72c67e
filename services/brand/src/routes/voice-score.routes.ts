import Router from '@koa/router';
import { VoiceScoreBody, type VoiceScore } from '@navia/contracts';
import { auth, notFound, route } from '@navia/service-kit';
import type { BrandDeps } from '../deps';
import { presentBrandData } from '../presenters/brand-presenter';
import { scoreVoice } from '../voice/voice-score';

/**
 * POST /api/voice-score (issue 18, beyond the spec): the fit of a text to the brand's saved voice, offline and
 * deterministic; `brandId` names one of the caller's brands (another user's answers 404), the default brand without.
 */
export function voiceScoreRoutes(deps: Pick<BrandDeps, 'brands' | 'tokens'>): Router {
  const router = new Router({ prefix: '/api' });
  router.use(auth(deps.tokens));

  router.post('/voice-score', route({ body: VoiceScoreBody }, async (c, { body, auth: { userId } }) => {
    const row = body.brandId ? await deps.brands.findForUser(userId, body.brandId) : await deps.brands.findPrimary(userId);
    if (!row) throw notFound('Brand');
    c.body = scoreVoice(body.text, presentBrandData(row).brandData) satisfies VoiceScore;
  }));

  return router;
}
