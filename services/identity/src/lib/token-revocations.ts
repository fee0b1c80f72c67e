import type { IdentityDeps } from '../deps';

// What identity tells the revocation list (every service's access-token check) once the database has the change.

/** The revocation-list half of ending a session, for a revocation written inside a transaction that has committed. */
export function announceSessionEnded(deps: Pick<IdentityDeps, 'tokens'>, sessionId: string): Promise<void> {
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

export function announceClaimsChanged(deps: Pick<IdentityDeps, 'tokens'>, userId: string, at: Date): Promise<void> {
  return deps.tokens.revocations.revokeTokensBefore(userId, at.getTime());
}
