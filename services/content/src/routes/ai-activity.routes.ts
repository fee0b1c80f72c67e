import Router from '@koa/router';
import type { AiActivityResponse } from '@navia/contracts';
import { auth, route, type AccessTokenVerifier } from '@navia/service-kit';
import type { ContentDeps } from '../deps';
import { aiActivity } from '../commands/ai-activity';
import { callerOf } from './caller';

/** GET /api/ai-activity (issue 18, beyond the spec): which AI providers saw what of the caller's brand. */
export function aiActivityRoutes(deps: ContentDeps & { tokens: AccessTokenVerifier }): Router {
  const router = new Router({ prefix: '/api/ai-activity' });
  router.use(auth(deps.tokens));
  router.get('/', route(async (c, { auth }) => {
    c.body = (await aiActivity(deps, callerOf(auth))) satisfies AiActivityResponse;
  }));
  return router;
}
