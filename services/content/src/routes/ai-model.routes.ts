import Router from '@koa/router';
import { SelectAiModelBody, VoiceRewriteBody, type AiModelsResponse, type VoiceRewriteResponse } from '@navia/contracts';
import { route, auth, type AccessTokenVerifier } from '@navia/service-kit';
import type { ContentDeps } from '../deps';
import { aiModels, selectAiModel } from '../commands/ai-model';
import { rewriteForVoice } from '../commands/rewrite-for-voice';
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

/** POST /api/voice-rewrite (issue 18, "Make it more on-brand"): a writer's call, counted against the plan's AI rate. */
export function voiceRewriteRoutes(deps: ContentDeps & { tokens: AccessTokenVerifier }): Router {
  const router = new Router({ prefix: '/api/voice-rewrite' });
  router.use(auth(deps.tokens));
  router.post('/', route({ body: VoiceRewriteBody }, async (c, { body, auth }) => {
    c.body = (await rewriteForVoice(deps, callerOf(auth), body)) satisfies VoiceRewriteResponse;
  }));
  return router;
}
