import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import IORedis, { type Redis } from 'ioredis';
import { tooManyRequests } from './http/errors';
import type { Logger } from './logger';
import { throttledRedisWarning } from './redis-errors';

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  /** How long a key stays blocked once it runs out. */
  blockSeconds?: number;
}

/**
 * The connection throttles use: no offline queue and one retry, so while Redis is down a call fails at once (and
 * the limiter falls back to its in-memory insurance) instead of waiting for Redis with the request held open.
 */
export function createThrottleRedis(url: string, log: Logger): Redis {
  const redis = new IORedis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', throttledRedisWarning(log, 'throttle redis connection error; limits are counted in memory meanwhile'));
  return redis;
}

/**
 * Redis-backed when the deployment has Redis (shared across instances), in-memory in the one-process default.
 * With Redis, an in-memory limiter is its insurance: while Redis is unreachable each instance counts on its own
 * (limits stay on, per instance) rather than failing the request.
 */
export function createLimiter(opts: LimiterOptions, redis?: Redis): RateLimiterAbstract {
  const common = { keyPrefix: opts.keyPrefix, points: opts.points, duration: opts.durationSeconds, blockDuration: opts.blockSeconds ?? 0 };
  if (!redis) return new RateLimiterMemory(common);
  return new RateLimiterRedis({ ...common, storeClient: redis, useRedisPackage: false, insuranceLimiter: new RateLimiterMemory(common) });
}

/**
 * Consumes a point; when none are left, throws our 429 with Retry-After. The consume is the check: a "blocked?" look
 * before slow work and a penalty after it let every parallel request through (issue 15).
 */
export async function consumeOrThrow(limiter: RateLimiterAbstract, key: string, message?: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooManyRequests(err.msBeforeNext / 1000, message);
    throw err;
  }
}
