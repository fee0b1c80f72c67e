import { unauthorized } from '@navia/service-kit';
import type { IdentityContext } from '../context';
import { formatRefreshToken, hashSecret, newRefreshSecret, parseRefreshToken } from '../lib/refresh-token';
import { accessTokenFor } from './session-issuer';

export interface RefreshResult {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

/**
 * A browser can lose a refresh answer (the page reloads or navigates while the request is in flight) and then send
 * the token that request rotated away. Within this window after a rotation that is treated as that race, not as a
 * copied token: the session rotates again. Later reuse still revokes it (the leeway Auth0 calls "reuse interval").
 */
export const REFRESH_REUSE_GRACE_MS = 20_000;

/**
 * Rotates the refresh token: each one works once. Presenting the previous (already rotated) token after the grace
 * window means it was copied, so the whole session is revoked and both holders must sign in again.
 */
export async function refreshSession(ctx: IdentityContext, cookieValue: string | undefined): Promise<RefreshResult> {
  const parsed = parseRefreshToken(cookieValue);
  if (!parsed) throw unauthorized('No active session');
  const expired = () => unauthorized('Session expired, sign in again');
  // The transaction answers instead of throwing, so that a revocation for reuse is committed, not rolled back.
  const outcome = await ctx.db.transaction(async (trx): Promise<RefreshResult | 'refused'> => {
    const session = await ctx.sessions.findForUpdate(parsed.sessionId, trx);
    if (!session || session.revoked_at || session.expires_at.getTime() <= Date.now()) return 'refused';
    const presented = hashSecret(parsed.secret);
    const lostAnswer = presented === session.previous_hash && Date.now() - session.last_used_at.getTime() < REFRESH_REUSE_GRACE_MS;
    if (presented !== session.refresh_hash && !lostAnswer) {
      if (presented === session.previous_hash) {
        await ctx.sessions.revoke(session.id, 'refresh_token_reuse', trx);
        ctx.log.warn({ sessionId: session.id, userId: session.user_id }, 'refresh token reuse: session revoked');
      }
      return 'refused';
    }
    const user = await ctx.users.findById(session.user_id, trx);
    if (!user) return 'refused';
    const secret = newRefreshSecret();
    await ctx.sessions.rotate(session.id, hashSecret(secret), session.refresh_hash, trx);
    return {
      accessToken: accessTokenFor(ctx, user, session.id),
      refreshToken: formatRefreshToken(session.id, secret),
      expiresAt: session.expires_at,
    };
  });
  if (outcome === 'refused') throw expired();
  return outcome;
}

/** Revokes the session named by the cookie (or by the access token's sid); signing out twice is harmless. */
export async function signOut(ctx: IdentityContext, cookieValue: string | undefined, sessionIdFromToken?: string): Promise<void> {
  const sessionId = parseRefreshToken(cookieValue)?.sessionId ?? sessionIdFromToken;
  if (sessionId) await ctx.sessions.revoke(sessionId, 'sign_out');
}
