import Router from '@koa/router';
import { SignInBody, SignUpBody, type AuthResponse, type MeResponse, type RefreshResponse } from '@navia/contracts';
import { publicRoute, route, auth, unauthorized } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import { signIn } from '../commands/sign-in';
import { signUp } from '../commands/sign-up';
import { refreshSession } from '../commands/refresh-session';
import { signOut } from '../commands/sign-out';
import { presentUser } from '../presenters/user-presenter';
import { clearRefreshCookie, clientInfo, readRefreshCookie, setRefreshCookie } from '../lib/session-cookie';

export function authRoutes(deps: IdentityDeps): Router {
  const router = new Router({ prefix: '/api/auth' });

  router.post('/sign-up', publicRoute({ body: SignUpBody }, async (c, { body }) => {
    const { user, session } = await signUp(deps, body, clientInfo(c));
    setRefreshCookie(c, deps.config, session.refreshToken, session.expiresAt);
    c.status = 201;
    c.body = { user: presentUser(user), accessToken: session.accessToken } satisfies AuthResponse;
  }));

  router.post('/sign-in', publicRoute({ body: SignInBody }, async (c, { body }) => {
    const { user, session } = await signIn(deps, body, clientInfo(c));
    setRefreshCookie(c, deps.config, session.refreshToken, session.expiresAt);
    c.body = { user: presentUser(user), accessToken: session.accessToken } satisfies AuthResponse;
  }));

  router.post('/refresh', publicRoute(async (c) => {
    try {
      const result = await refreshSession(deps, readRefreshCookie(c));
      setRefreshCookie(c, deps.config, result.refreshToken, result.expiresAt);
      c.body = { accessToken: result.accessToken, user: presentUser(result.user) } satisfies RefreshResponse;
    } catch (err) {
      clearRefreshCookie(c, deps.config);
      throw err;
    }
  }));

  router.post('/sign-out', publicRoute(async (c) => {
    // Works with the cookie alone, and also with only a (possibly expired) bearer token's session id.
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.get('authorization'))?.[1];
    const verified = bearer ? deps.tokens.verify(bearer) : undefined;
    await signOut(deps, readRefreshCookie(c), verified?.ok ? verified.claims.sid : undefined);
    clearRefreshCookie(c, deps.config);
    c.status = 204;
  }));

  router.get('/me', auth(deps.tokens), route(async (c, { auth: { userId } }) => {
    const user = await deps.users.findById(userId);
    if (!user) throw unauthorized('Account not found');
    c.body = { user: presentUser(user) } satisfies MeResponse;
  }));

  return router;
}
