import Router from '@koa/router';
import { DeleteAccountBody, type DeleteAccountResponse } from '@navia/contracts';
import { auth, route } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import { deleteAccount } from '../commands/delete-account';
import { clearRefreshCookie, clientInfo } from '../lib/session-cookie';

/** `DELETE /api/account` (issue 19 item 3): the account goes at once, its data in every service by the saga. */
export function accountRoutes(deps: IdentityDeps): Router {
  const router = new Router({ prefix: '/api/account' });

  router.delete('/', auth(deps.tokens, { sessionOnly: true }), route({ body: DeleteAccountBody }, async (c, { body, auth: { userId } }) => {
    const answer = await deleteAccount(deps, userId, body.password, clientInfo(c).ip);
    // The session is gone with the account; the browser's refresh cookie goes too.
    clearRefreshCookie(c, deps.config);
    c.status = 202;
    c.body = answer satisfies DeleteAccountResponse;
  }));

  return router;
}
