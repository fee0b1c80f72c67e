import { timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { API_TOKEN_PREFIX, SERVICE_TOKEN_HEADER, apiTokenSessionId, isWriteMethod, type ApiTokenScope, type PlanKey } from '@navia/contracts';
import { AppError, forbidden, tokenExpired, tokenSuperseded, unauthorized } from '../http/errors';
import type { AccessTokenVerifier } from './access-token-verifier';

/** Who is calling, as every handler sees it after `auth()`. */
export interface AuthState {
  userId: string;
  sessionId: string;
  plan: PlanKey;
  /** The operator role claim (queue dashboard). */
  admin: boolean;
  /**
   * The user's IANA time zone from the token's `tz` claim ('UTC' when the user stored none). Undefined only for a
   * token issued before the claim existed; `userTimeZone()` then asks identity.
   */
  timeZone?: string;
  /** Set when the caller is a personal API token rather than a signed-in session (issue 19). */
  apiToken?: { id: string; scopes: ApiTokenScope[] };
}

/**
 * Requires a valid bearer access token; anything else is a 401 and nothing runs below. The error tells the client
 * what to do: `token_expired` (expired, or superseded by a plan or role change) means refresh and retry;
 * `unauthorized` (tampered, or its session was signed out or revoked) means the session is over. The client kit
 * tries one refresh on any 401, which for a revoked session fails and leads to the sign-in page.
 */
export function auth(tokens: AccessTokenVerifier, opts: { sessionOnly?: boolean } = {}): Middleware {
  return async (ctx, next) => {
    const header = ctx.get('authorization');
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized();
    if (match[1].startsWith(API_TOKEN_PREFIX)) {
      ctx.state.auth = await apiTokenCaller(tokens, match[1], ctx.method, opts.sessionOnly === true);
      await next();
      return;
    }
    const result = tokens.verify(match[1]);
    if (!result.ok) {
      if (result.reason === 'expired') throw tokenExpired();
      if (result.reason === 'superseded') throw tokenSuperseded();
      throw unauthorized(result.reason === 'revoked' ? 'This session has ended, sign in again' : 'Invalid access token');
    }
    const { sub, sid, pla, adm, tz } = result.claims;
    ctx.state.auth = { userId: sub, sessionId: sid, plan: pla as PlanKey, admin: adm === true, ...(tz ? { timeZone: tz } : {}) } satisfies AuthState;
    await next();
  };
}

/**
 * A personal API token acts as its user with its scopes (issue 19): reading needs `read`, anything else `write`, and
 * every request counts against the plan's rate. Routes that manage the account itself (its tokens, its deletion,
 * its plan) take a signed-in session only (`sessionOnly`): a leaked token must not be able to mint more or delete
 * the account.
 */
async function apiTokenCaller(tokens: AccessTokenVerifier, token: string, method: string, sessionOnly: boolean): Promise<AuthState> {
  if (!tokens.apiTokens) throw unauthorized('Invalid access token');
  if (sessionOnly) throw forbidden('Sign in to Navia to do this: an API token cannot');
  const resolved = await tokens.apiTokens.resolve(token);
  const needed: ApiTokenScope = isWriteMethod(method) ? 'write' : 'read';
  if (!resolved.scopes.includes(needed)) throw new AppError('insufficient_scope', 403, `This API token lacks the ${needed} scope`);
  await tokens.apiTokens.consume(resolved);
  return {
    userId: resolved.userId,
    sessionId: apiTokenSessionId(resolved.tokenId),
    plan: resolved.plan,
    admin: false,
    timeZone: resolved.timeZone,
    apiToken: { id: resolved.tokenId, scopes: resolved.scopes },
  };
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Guards `/internal/*` routes: only callers holding the service token get through. */
export function serviceAuth(serviceToken: string): Middleware {
  return async (ctx, next) => {
    const presented = ctx.get(SERVICE_TOKEN_HEADER);
    if (!presented || !safeEqual(presented, serviceToken)) throw unauthorized('Service token required');
    // Read by `internalRoute`, which refuses to run a handler no service-token check guarded.
    ctx.state.serviceCaller = true;
    await next();
  };
}
