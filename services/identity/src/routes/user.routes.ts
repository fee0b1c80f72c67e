import Router from '@koa/router';
import { TimezoneBody, type TimezoneResponse } from '@navia/contracts';
import { route, auth } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import { updatePublicMetadata } from '../commands/update-public-metadata';
import { presentUser } from '../presenters/user-presenter';
import { accessTokenFor } from '../commands/issue-session';

export function userRoutes(deps: IdentityDeps): Router {
  const router = new Router({ prefix: '/api/user' });

  router.post('/timezone', auth(deps.tokens, { sessionOnly: true }), route({ body: TimezoneBody }, async (c, { body, auth: { userId, sessionId } }) => {
    const row = await updatePublicMetadata(deps, userId, body.timezoneMetadata);
    // The zone is a claim of the access token (services count the user's days by it): answer a fresh token carrying
    // the new zone, which the client adopts as after a plan switch. Unlike the plan, older tokens are not ended: the
    // zone grants nothing, and ending them would send every call in flight (and every other tab) through a refresh
    // on each detection; another session picks the zone up at its next refresh (within the token lifetime).
    c.body = { success: true, user: presentUser(row), accessToken: accessTokenFor(deps, row, sessionId) } satisfies TimezoneResponse;
  }));

  return router;
}
