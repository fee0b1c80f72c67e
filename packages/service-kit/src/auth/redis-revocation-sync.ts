import IORedis, { type Redis } from 'ioredis';
import type { Logger } from '../logger';
import { throttledRedisWarning } from '../redis-errors';
import type { Revocation, RevocationSync, RevokedSessions } from './revoked-sessions';

/** One sorted-set member per entry; the score is its expiry, so pruning is one ZREMRANGEBYSCORE. */
export function encodeRevocation(entry: Revocation): string {
  return entry.kind === 'session' ? `s|${entry.sessionId}` : `u|${entry.userId}|${entry.notBefore}`;
}

export function decodeRevocation(member: string, expiresAt: number): Revocation | undefined {
  const [kind, id, notBefore] = member.split('|');
  if (kind === 's' && id) return { kind: 'session', sessionId: id, expiresAt };
  if (kind === 'u' && id && Number.isFinite(Number(notBefore))) return { kind: 'user', userId: id, notBefore: Number(notBefore), expiresAt };
  return undefined;
}

export interface RedisRevocationSyncOptions {
  redisUrl: string;
  /** Namespaces the key and channel (QUEUE_PREFIX), so deployments sharing a Redis do not hear each other. */
  prefix: string;
  log: Logger;
}

/**
 * Keeps a process's RevokedSessions in step with every other process of the deployment through Redis: the entries
 * live in a sorted set (scored by expiry, pruned as they pass) that a process reads whole when it (re)connects, and
 * each new entry is also published, so the others apply it within a round trip. Requests never wait on Redis: they
 * read the in-memory copy, which while Redis is down keeps what it had and what this process records (sent once
 * Redis is back).
 */
export class RedisRevocationSync implements RevocationSync {
  private readonly commands: Redis;
  private readonly subscriber: Redis;
  private readonly key: string;
  private readonly channel: string;
  /** Entries recorded here that Redis has not confirmed; resent on reconnect. */
  private readonly unsent = new Map<string, Revocation>();
  private resyncing?: Promise<void>;
  private closed = false;
  private synced!: Promise<void>;
  private markSynced!: () => void;

  constructor(private readonly store: RevokedSessions, private readonly opts: RedisRevocationSyncOptions) {
    this.key = `${opts.prefix}:revoked-sessions`;
    this.channel = `${opts.prefix}:revoked-sessions`;
    this.synced = new Promise((resolve) => (this.markSynced = resolve));
    const warn = throttledRedisWarning(opts.log, 'revocation redis connection error; using the in-memory copy meanwhile');
    // No offline queue: a write while Redis is down fails at once and is kept in `unsent` instead of holding a request.
    this.commands = new IORedis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    // The subscription is made again (then the set re-read) on every reconnect by resync, not by ioredis behind our back.
    this.subscriber = new IORedis(opts.redisUrl, { maxRetriesPerRequest: null, autoResubscribe: false });
    this.commands.on('error', warn);
    this.subscriber.on('error', warn);
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.applyMessage(message);
    });
    // Either connection can come back first: the resync runs when both are up.
    this.commands.on('ready', () => void this.resync());
    this.subscriber.on('ready', () => void this.resync());
  }

  /** Resolves after the first full read of the set, or after `timeoutMs` (start-up does not wait on a dead Redis). */
  async ready(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.synced, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
  }

  async publish(entries: readonly Revocation[]): Promise<void> {
    for (const entry of entries) this.unsent.set(encodeRevocation(entry), entry);
    await this.send(entries);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([this.commands, this.subscriber].map((c) => c.quit().catch(() => c.disconnect())));
  }

  private async send(entries: readonly Revocation[]): Promise<void> {
    if (!entries.length) return;
    try {
      const zadd: Array<string | number> = entries.flatMap((e) => [e.expiresAt, encodeRevocation(e)]);
      const message = JSON.stringify(entries.map((e) => [encodeRevocation(e), e.expiresAt]));
      await this.commands.multi().zadd(this.key, ...zadd).zremrangebyscore(this.key, '-inf', Date.now()).publish(this.channel, message).exec();
      for (const entry of entries) this.unsent.delete(encodeRevocation(entry));
    } catch (err) {
      this.opts.log.warn({ err: (err as Error).message, entries: entries.length }, 'revocation not sent to redis yet; resent on reconnect');
    }
  }

  /** Subscribe first, then read the set: an entry published in between is seen either way, none is missed. */
  private resync(): Promise<void> {
    if (this.closed || this.commands.status !== 'ready' || this.subscriber.status !== 'ready') return Promise.resolve();
    this.resyncing ??= (async () => {
      try {
        await this.subscriber.subscribe(this.channel);
        await this.commands.zremrangebyscore(this.key, '-inf', Date.now());
        const flat = await this.commands.zrange(this.key, '0', '-1', 'WITHSCORES');
        for (let i = 0; i + 1 < flat.length; i += 2) {
          const entry = decodeRevocation(flat[i], Number(flat[i + 1]));
          if (entry) this.store.apply(entry);
        }
        await this.send([...this.unsent.values()]);
        this.markSynced();
      } catch (err) {
        this.opts.log.warn({ err: (err as Error).message }, 'could not reload revoked sessions from redis; retried on reconnect');
      } finally {
        this.resyncing = undefined;
      }
    })();
    return this.resyncing;
  }

  private applyMessage(message: string): void {
    try {
      const pairs = JSON.parse(message) as Array<[string, number]>;
      for (const [member, expiresAt] of pairs) {
        const entry = decodeRevocation(member, Number(expiresAt));
        if (entry) this.store.apply(entry);
      }
    } catch (err) {
      this.opts.log.warn({ err: (err as Error).message }, 'ignored a malformed revocation message');
    }
  }
}
