import Router from '@koa/router';
import { SelectAiModelBody, type AiModelsResponse } from '@navia/contracts';
import { route, auth, type AccessTokenVerifier } from '@navia/service-kit';
import type { ContentDeps } from '../deps';
import { aiModels, selectAiModel } from '../commands/ai-model';
import { callerOf } from './caller';

/** GET /api/ai/models and PUT /api/ai/model (issue 21, the plans' "AI model selection"; beyond the spec). */
export function aiModelRoutes(deps: ContentDeps & { tokens: AccessTokenVerifier }): Router {
  const router = new Router({ prefix: '/api/ai' });
  router.use(auth(deps.tokens));

  router.get('/models', route(async (c, { auth }) => {
    c.body = (await aiModels(deps, callerOf(auth))) satisfies AiModelsResponse;
  }));

  router.put('/model', route({ body: SelectAiModelBody }, async (c, { body, auth }) => {
    c.body = (await selectAiModel(deps, callerOf(auth), body.model)) satisfies AiModelsResponse;
  }));

  return router;
}
