import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { tooManyRequests } from './http/errors';

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  /** How long a key stays blocked once it runs out. */
  blockSeconds?: number;
}

/** Redis-backed when the deployment has Redis (shared across instances), in-memory in the one-process default. */
export function createLimiter(opts: LimiterOptions, redis?: Redis): RateLimiterAbstract {
  const common = { keyPrefix: opts.keyPrefix, points: opts.points, duration: opts.durationSeconds, blockDuration: opts.blockSeconds ?? 0 };
  return redis ? new RateLimiterRedis({ ...common, storeClient: redis, useRedisPackage: false }) : new RateLimiterMemory(common);
}

/** Consumes a point; when none are left, throws our 429 with Retry-After. */
export async function consumeOrThrow(limiter: RateLimiterAbstract, key: string, message?: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooManyRequests(err.msBeforeNext / 1000, message);
    throw err;
  }
}

/** Refuses without consuming when the key is already out of points (checked before expensive work). */
export async function assertNotBlocked(limiter: RateLimiterAbstract, key: string, message?: string): Promise<void> {
  const res = await limiter.get(key);
  if (res && res.remainingPoints <= 0 && res.msBeforeNext > 0) throw tooManyRequests(res.msBeforeNext / 1000, message);
}
