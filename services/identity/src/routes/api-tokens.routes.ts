import Router from '@koa/router';
import { ApiTokenIdParams, CreateApiTokenBody, type ApiTokensResponse, type CreateApiTokenResponse, type RevokeApiTokenResponse } from '@navia/contracts';
import { auth, route } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import { createApiToken, presentApiToken, revokeApiToken } from '../commands/api-tokens';
import { featureAccess } from '../lib/plan-feature';

/**
 * `/api/api-tokens` (issue 19 item 4): a signed-in session manages its tokens (a token cannot: `sessionOnly`).
 * Listing and revoking work on every plan, so a user who downgraded can still see and end their tokens.
 */
export function apiTokensRoutes(deps: IdentityDeps): Router {
  const router = new Router({ prefix: '/api/api-tokens' });
  router.use(auth(deps.tokens, { sessionOnly: true }));

  router.get('/', route(async (c, { auth: { userId, plan } }) => {
    const rows = await deps.apiTokens.listForUser(userId);
    c.body = { tokens: rows.map(presentApiToken), ...featureAccess(plan, 'apiAccess') } satisfies ApiTokensResponse;
  }));

  router.post('/', route({ body: CreateApiTokenBody }, async (c, { body, auth: { userId, plan } }) => {
    c.status = 201;
    c.body = (await createApiToken(deps, userId, plan, body)) satisfies CreateApiTokenResponse;
  }));

  router.delete('/:id', route({ params: ApiTokenIdParams }, async (c, { params, auth: { userId } }) => {
    await revokeApiToken(deps, userId, params.id);
    c.body = { success: true, id: params.id } satisfies RevokeApiTokenResponse;
  }));

  return router;
}

