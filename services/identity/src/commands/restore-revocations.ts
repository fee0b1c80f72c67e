import type { IdentityDeps } from '../deps';

/**
 * Puts back what the database says is still in force (sessions revoked, and claims changed, within an access-token
 * lifetime): after a restart of the one-process arrangement the in-memory list starts empty, and the set-plan and
 * set-admin tools may have written while the app was stopped. With Redis this also restores a flushed Redis copy.
 */
export async function restoreRevocations(deps: Pick<IdentityDeps, 'sessions' | 'users' | 'tokens' | 'accountDeletions'>): Promise<number> {
  const store = deps.tokens.revocations;
  const since = new Date(Date.now() - store.ttlMs);
  const [sessions, users, deleted] = await Promise.all([deps.sessions.revokedSince(since), deps.users.tokenCutoffsSince(since), deps.accountDeletions.requestedSince(since)]);
  // A deleted account has no user row left to carry its cutoff: the deletion's own time is it.
  const cutoffs = [...users.map((u) => ({ id: u.id, at: u.tokens_valid_after })), ...deleted.map((d) => ({ id: d.user_id, at: d.requested_at }))];
  await store.record([
    ...sessions.map((s) => ({ kind: 'session' as const, sessionId: s.id, expiresAt: new Date(s.revoked_at).getTime() + store.ttlMs })),
    ...cutoffs.map((u) => {
      const notBefore = new Date(u.at).getTime();
      return { kind: 'user' as const, userId: u.id, notBefore, expiresAt: notBefore + store.ttlMs };
    }),
  ]);
  return sessions.length + cutoffs.length;
}
