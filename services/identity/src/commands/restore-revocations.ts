import type { IdentityDeps } from '../deps';

/**
 * Puts back what the database says is still in force (sessions revoked, and claims changed, within an access-token
 * lifetime): after a restart of the one-process arrangement the in-memory list starts empty, and the set-plan and
 * set-admin tools may have written while the app was stopped. With Redis this also restores a flushed Redis copy.
 */
export async function restoreRevocations(deps: Pick<IdentityDeps, 'sessions' | 'users' | 'tokens'>): Promise<number> {
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
