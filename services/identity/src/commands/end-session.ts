import type { Knex } from 'knex';
import type { IdentityDeps } from '../deps';
import { announceSessionEnded } from '../lib/token-revocations';

/**
 * Ends a session: its refresh token in the database (the source of truth), then its access tokens in every service
 * through the revocation list. Call it after the revoking transaction commits, or without one.
 */
export async function endSession(deps: Pick<IdentityDeps, 'sessions' | 'tokens'>, sessionId: string, reason: string, db?: Knex): Promise<void> {
  // Only a session that was live gets an entry: a sign-out naming made-up or old session ids adds nothing to the list.
  if (await deps.sessions.revoke(sessionId, reason, db)) await announceSessionEnded(deps, sessionId);
}
