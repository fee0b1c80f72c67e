import Router from '@koa/router';
import type { Middleware } from 'koa';
import { ANALYZE_BRAND_NO_SOURCE_MESSAGE, AnalyzeBrandBody } from '@navia/contracts';
import { route, auth, consumeOrThrow, validationError, type createLimiter, type AccessTokenVerifier } from '@navia/service-kit';
import { requestVoiceAnalysis, type VoiceAnalysisContext } from '../voice/analyze-brand-voice';

export interface AnalyzeBrandRouteDeps {
  tokens: AccessTokenVerifier;
  voice: VoiceAnalysisContext;
  limiter: ReturnType<typeof createLimiter>;
}

/**
 * spec part 2 §5/§8: with nothing chosen the answer carries the dialog's own words, not a generic field message.
 * The field is `sources` in our form and the whole body in the spec's (`{website?, blog?, content?}`).
 */
const requireASource: Middleware = async (c, next) => {
  const issue = AnalyzeBrandBody.safeParse((c.request as { body?: unknown }).body).error?.issues[0];
  if (issue?.message === ANALYZE_BRAND_NO_SOURCE_MESSAGE) {
    throw validationError(ANALYZE_BRAND_NO_SOURCE_MESSAGE, issue.path.join('.') || 'body');
  }
  await next();
};

export function analyzeBrandRoutes(deps: AnalyzeBrandRouteDeps): Router {
  const router = new Router({ prefix: '/api' });
  router.use(auth(deps.tokens));

  router.post('/analyze-brand', requireASource, route({ body: AnalyzeBrandBody }, async (c, { body, auth: { userId } }) => {
    // Each analysis fetches pages and may call a paid model: a per-user budget keeps one account from running up either.
    await consumeOrThrow(deps.limiter, userId, 'Too many brand voice analyses, try again later');
    c.body = await requestVoiceAnalysis(deps.voice, userId, body);
  }));

  return router;
}
