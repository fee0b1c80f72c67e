import { unauthorized } from '@navia/service-kit';
import type { UserRow } from '../repositories/users-repository';
import type { IdentityDeps } from '../deps';
import { formatRefreshToken, hashSecret, newRefreshSecret, parseRefreshToken } from '../lib/refresh-token';
import { accessTokenFor } from './issue-session';
import { announceSessionEnded } from '../lib/token-revocations';

export interface RefreshResult {
  user: UserRow;
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

/**
 * A browser can lose a refresh answer (the page reloads or navigates while the request is in flight) and then send
 * the token that request rotated away; a browser restoring several tabs at once sends the same cookie from each. Within
 * this window after a token was rotated away that is treated as such a race, not as a copied token: the session
 * rotates again. Later reuse still revokes it (the leeway Auth0 calls "reuse interval").
 */
export const REFRESH_REUSE_GRACE_MS = 20_000;
/** How many rotated tokens a session remembers within the window (a bound on the row, not a limit users meet). */
const RECENT_HASHES_KEPT = 16;

/**
 * Rotates the refresh token: each one works once, and all the tokens of a session form one family. Presenting any
 * token of a live session other than the current one means a copy is in use, so the whole session is revoked (its
 * access tokens included) and both holders must sign in again. The one exception is a token rotated away less than
 * the grace window ago (the races above), remembered in `recent_hashes`.
 *
 * The rule needs no list of all past secrets: a refresh token is `<session id>.<secret>`, and the session id reaches
 * only the holders of the session's tokens (the refresh cookie, and the `sid` claim of its access tokens, which can
 * already sign the session out). So a live session's id with any secret that is neither the current one nor one
 * rotated away within the window comes from an old token of the family (c0 after c2, 21 s later), or from someone
 * who could end the session anyway: either way, revoking is right.
 */
export async function refreshSession(deps: IdentityDeps, cookieValue: string | undefined): Promise<RefreshResult> {
  const parsed = parseRefreshToken(cookieValue);
  if (!parsed) throw unauthorized('No active session');
  const expired = () => unauthorized('Session expired, sign in again');
  // The transaction answers instead of throwing, so that a revocation for reuse is committed, not rolled back.
  const outcome = await deps.db.transaction(async (trx): Promise<RefreshResult | 'refused' | 'reused'> => {
    const session = await deps.sessions.findForUpdate(parsed.sessionId, trx);
    if (!session || session.revoked_at || session.expires_at.getTime() <= Date.now()) return 'refused';
    const presented = hashSecret(parsed.secret);
    const now = Date.now();
    const withinGrace = session.recent_hashes.filter((r) => now - r.at < REFRESH_REUSE_GRACE_MS);
    const race = withinGrace.some((r) => r.hash === presented);
    if (presented !== session.refresh_hash && !race) {
      await deps.sessions.revoke(session.id, 'refresh_token_reuse', trx);
      deps.log.warn({ sessionId: session.id, userId: session.user_id }, 'refresh token reuse: session revoked');
      return 'reused';
    }
    const user = await deps.users.findById(session.user_id, trx);
    if (!user) return 'refused';
    const secret = newRefreshSecret();
    const rotatedAway = [...withinGrace, { hash: session.refresh_hash, at: now }].slice(-RECENT_HASHES_KEPT);
    await deps.sessions.rotate(session.id, hashSecret(secret), rotatedAway, trx);
    return {
      user,
      accessToken: accessTokenFor(deps, user, session.id),
      refreshToken: formatRefreshToken(session.id, secret),
      expiresAt: session.expires_at,
    };
  });
  // Announced once the revocation is committed: the thief's access tokens end in every service too.
  if (outcome === 'reused') await announceSessionEnded(deps, parsed.sessionId);
  if (outcome === 'refused' || outcome === 'reused') throw expired();
  return outcome;
}
