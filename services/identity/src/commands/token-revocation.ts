import type { Knex } from 'knex';
import type { IdentityDeps } from '../deps';

/**
 * Ends a session: its refresh token in the database (the source of truth), then its access tokens in every service
 * through the revocation list. Call it after the revoking transaction commits, or without one.
 */
export async function endSession(deps: IdentityDeps, sessionId: string, reason: string, db?: Knex): Promise<void> {
  // Only a session that was live gets an entry: a sign-out naming made-up or old session ids adds nothing to the list.
  if (await deps.sessions.revoke(sessionId, reason, db)) await announceSessionEnded(deps, sessionId);
}

/** The revocation-list half of endSession, for a revocation written inside a transaction that has committed. */
export function announceSessionEnded(deps: IdentityDeps, sessionId: string): Promise<void> {
  return deps.tokens.revocations.revokeSession(sessionId);
}

/**
 * The moment a user's plan or role changes, for the database row and the revocation list alike. Tokens issued
 * from this millisecond on carry the new claims (their `ims` is at least this), older ones are refused with
 * `token_expired`, so the client refreshes and gets the new claims.
 */
export function claimsChangeTime(): Date {
  return new Date();
}

export function announceClaimsChanged(deps: IdentityDeps, userId: string, at: Date): Promise<void> {
  return deps.tokens.revocations.revokeTokensBefore(userId, at.getTime());
}

/**
 * Puts back what the database says is still in force (sessions revoked, and claims changed, within an access-token
 * lifetime): after a restart of the one-process arrangement the in-memory list starts empty, and the set-plan and
 * set-admin tools may have written while the app was stopped. With Redis this also restores a flushed Redis copy.
 */
export async function restoreRevocations(deps: IdentityDeps): Promise<number> {
  const store = deps.tokens.revocations;
  const since = new Date(Date.now() - store.ttlMs);
  const [sessions, users] = await Promise.all([deps.sessions.revokedSince(since), deps.users.tokenCutoffsSince(since)]);
  await store.record([
    ...sessions.map((s) => ({ kind: 'session' as const, sessionId: s.id, expiresAt: new Date(s.revoked_at).getTime() + store.ttlMs })),
    ...users.map((u) => {
      const notBefore = new Date(u.tokens_valid_after).getTime();
      return { kind: 'user' as const, userId: u.id, notBefore, expiresAt: notBefore + store.ttlMs };
    }),
  ]);
  return sessions.length + users.length;
}
