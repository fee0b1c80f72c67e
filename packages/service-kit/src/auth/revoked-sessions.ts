/**
 * What ends access tokens before their expiry: a revoked session (sign-out, refresh-token reuse) ends every token
 * carrying its `sid`; a user's not-before time (a plan or role change) ends every token of that user issued
 * earlier (`ims`, the issue time in milliseconds), so the client refreshes and gets the new claims.
 *
 * An entry is only needed until the last token it ends has expired: a token lives at most the access-token TTL, so
 * an entry made at time t is dropped at t + TTL. The list therefore stays as small as the revocations of the last
 * TTL (15 minutes by default), and the per-request check is two Map lookups.
 */
export type Revocation =
  | { kind: 'session'; sessionId: string; expiresAt: number }
  | { kind: 'user'; userId: string; notBefore: number; expiresAt: number };

/** Carries revocations to the other processes of a deployment (Redis); absent in the one-process arrangement. */
export interface RevocationSync {
  /** Hands entries made here to the others. Never throws: entries that cannot be sent are retried on reconnect. */
  publish(entries: readonly Revocation[]): Promise<void>;
  close(): Promise<void>;
}

export type RevocationCheck = 'ok' | 'revoked' | 'superseded';

const PRUNE_EVERY_MS = 60_000;
/** Entries outlive the TTL by this much, for clocks of different hosts that disagree a little. */
export const CLOCK_LEEWAY_MS = 60_000;

export class RevokedSessions {
  private readonly sessions = new Map<string, number>();
  private readonly users = new Map<string, { notBefore: number; expiresAt: number }>();
  private sync?: RevocationSync;
  private lastPrune = 0;

  /** How long an entry is kept: the access-token TTL plus the leeway. */
  readonly ttlMs: number;

  constructor(
    accessTokenTtlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.ttlMs = accessTokenTtlMs + CLOCK_LEEWAY_MS;
  }

  /** Attaches the cross-process channel (done once, by openRevokedSessions). */
  connect(sync: RevocationSync): void {
    this.sync = sync;
  }

  /**
   * Whether a verified token still stands: 'revoked' when its session ended, 'superseded' when it was issued before
   * its user's not-before time. Tokens without `ims` (issued before it existed) count from the start of their second.
   */
  check(claims: { sub: string; sid: string; iat: number; ims?: number }): RevocationCheck {
    if (this.sessions.size && this.sessions.has(claims.sid)) return 'revoked';
    if (this.users.size) {
      const user = this.users.get(claims.sub);
      if (user && (claims.ims ?? claims.iat * 1000) < user.notBefore) return 'superseded';
    }
    return 'ok';
  }

  /** Ends every access token of the session, here at once and in the other processes as soon as they hear of it. */
  revokeSession(sessionId: string): Promise<void> {
    return this.record([{ kind: 'session', sessionId, expiresAt: this.now() + this.ttlMs }]);
  }

  /** Ends the user's access tokens issued before `notBefore` (ms); tokens issued from then on stand. */
  revokeTokensBefore(userId: string, notBefore: number): Promise<void> {
    return this.record([{ kind: 'user', userId, notBefore, expiresAt: notBefore + this.ttlMs }]);
  }

  /** Records entries made here (or re-read from the database at start) and publishes them. */
  async record(entries: readonly Revocation[]): Promise<void> {
    const live = entries.filter((e) => this.apply(e));
    if (live.length && this.sync) await this.sync.publish(live);
  }

  /**
   * Merges one entry (from here, another process, or a reload). Merging only ever widens what is refused, so entries
   * may arrive twice, late, or out of order. Answers false for an entry already past its expiry.
   */
  apply(entry: Revocation): boolean {
    const now = this.now();
    if (now - this.lastPrune > PRUNE_EVERY_MS) this.prune(now);
    if (entry.expiresAt <= now) return false;
    if (entry.kind === 'session') {
      this.sessions.set(entry.sessionId, Math.max(entry.expiresAt, this.sessions.get(entry.sessionId) ?? 0));
    } else {
      const known = this.users.get(entry.userId);
      if (!known || entry.notBefore > known.notBefore) this.users.set(entry.userId, { notBefore: entry.notBefore, expiresAt: entry.expiresAt });
    }
    return true;
  }

  /** Every live entry (for the Redis copy's resend after an outage, and for tests). */
  entries(): Revocation[] {
    this.prune(this.now());
    return [
      ...[...this.sessions].map(([sessionId, expiresAt]) => ({ kind: 'session' as const, sessionId, expiresAt })),
      ...[...this.users].map(([userId, u]) => ({ kind: 'user' as const, userId, ...u })),
    ];
  }

  async close(): Promise<void> {
    await this.sync?.close();
  }

  private prune(now: number): void {
    this.lastPrune = now;
    for (const [id, expiresAt] of this.sessions) if (expiresAt <= now) this.sessions.delete(id);
    for (const [id, u] of this.users) if (u.expiresAt <= now) this.users.delete(id);
  }
}
