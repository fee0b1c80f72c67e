import type { PlatformConfig } from '../config';
import type { Logger } from '../logger';
import { RedisRevocationSync } from './redis-revocation-sync';
import { RevokedSessions } from './revoked-sessions';

/** How long start-up waits for the first read of the Redis copy before serving with what it has. */
const FIRST_SYNC_WAIT_MS = 2000;

/**
 * The process's one revocation list: in memory alone without Redis (the one-process arrangement, where every
 * service shares it), kept in step with the other processes through Redis when REDIS_URL is set.
 */
export async function openRevokedSessions(config: PlatformConfig, log: Logger): Promise<RevokedSessions> {
  const store = new RevokedSessions(config.accessTokenTtlSeconds * 1000);
  if (config.redisUrl) {
    const sync = new RedisRevocationSync(store, { redisUrl: config.redisUrl, prefix: config.queuePrefix, log });
    store.connect(sync);
    await sync.ready(FIRST_SYNC_WAIT_MS);
  }
  return store;
}
