import { timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { SERVICE_TOKEN_HEADER, type PlanKey } from '@navia/contracts';
import { tokenExpired, unauthorized } from '../http/errors';
import { verifyAccessToken } from './jwt';

/** Who is calling, as every handler sees it after `auth()`. */
export interface AuthState {
  userId: string;
  sessionId: string;
  plan: PlanKey;
  /** The operator role claim (queue dashboard). */
  admin: boolean;
}

/** Requires a valid bearer access token; an expired or tampered one is a 401 and nothing runs below. */
export function auth(publicKey: string): Middleware {
  return async (ctx, next) => {
    const header = ctx.get('authorization');
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized();
    const result = verifyAccessToken(match[1], publicKey);
    if (!result.ok) throw result.reason === 'expired' ? tokenExpired() : unauthorized('Invalid access token');
    ctx.state.auth = { userId: result.claims.sub, sessionId: result.claims.sid, plan: result.claims.pla as PlanKey, admin: result.claims.adm === true } satisfies AuthState;
    await next();
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
    await next();
  };
}
