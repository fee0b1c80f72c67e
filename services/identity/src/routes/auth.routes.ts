import Router from '@koa/router';
import { SignInBody, SignUpBody, type AuthResponse, type MeResponse, type RefreshResponse } from '@navia/contracts';
import { publicRoute, route, auth, unauthorized } from '@navia/service-kit';
import type { IdentityContext } from '../context';
import { signIn } from '../commands/sign-in';
import { signUp } from '../commands/sign-up';
import { refreshSession, signOut } from '../commands/refresh-session';
import { presentUser } from '../presenters/user-presenter';
import { clearRefreshCookie, clientInfo, readRefreshCookie, setRefreshCookie } from '../lib/session-cookie';

export function authRoutes(ctx: IdentityContext): Router {
  const router = new Router({ prefix: '/api/auth' });

  router.post('/sign-up', publicRoute({ body: SignUpBody }, async (c, { body }) => {
    const { user, session } = await signUp(ctx, body, clientInfo(c));
    setRefreshCookie(c, ctx.config, session.refreshToken, session.expiresAt);
    c.status = 201;
    c.body = { user: presentUser(user), accessToken: session.accessToken } satisfies AuthResponse;
  }));

  router.post('/sign-in', publicRoute({ body: SignInBody }, async (c, { body }) => {
    const { user, session } = await signIn(ctx, body, clientInfo(c));
    setRefreshCookie(c, ctx.config, session.refreshToken, session.expiresAt);
    c.body = { user: presentUser(user), accessToken: session.accessToken } satisfies AuthResponse;
  }));

  router.post('/refresh', publicRoute(async (c) => {
    try {
      const result = await refreshSession(ctx, readRefreshCookie(c));
      setRefreshCookie(c, ctx.config, result.refreshToken, result.expiresAt);
      c.body = { accessToken: result.accessToken } satisfies RefreshResponse;
    } catch (err) {
      clearRefreshCookie(c, ctx.config);
      throw err;
    }
  }));

  router.post('/sign-out', publicRoute(async (c) => {
    // Works with the cookie alone, and also with only a (possibly expired) bearer token's session id.
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.get('authorization'))?.[1];
    const verified = bearer ? ctx.tokens.verify(bearer) : undefined;
    await signOut(ctx, readRefreshCookie(c), verified?.ok ? verified.claims.sid : undefined);
    clearRefreshCookie(c, ctx.config);
    c.status = 204;
  }));

  router.get('/me', auth(ctx.tokens), route(async (c, { auth: { userId } }) => {
    const user = await ctx.users.findById(userId);
    if (!user) throw unauthorized('Account not found');
    c.body = { user: presentUser(user) } satisfies MeResponse;
  }));

  return router;
}
