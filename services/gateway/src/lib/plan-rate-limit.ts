import type { Redis } from 'ioredis';
import { BurstyRateLimiter, RateLimiterRes } from 'rate-limiter-flexible';
import { PLANS, PLAN_KEYS, UNLIMITED, type PlanKey } from '@navia/contracts';
import { createLimiter, tooManyRequests, verifyAccessToken, type Logger } from '@navia/service-kit';

/** Methods that do not count: reads are what a page load is made of, and the client caches them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The extra `burst - perMinute` points come back over this window, so the sustained rate stays near `perMinute`. */
const BURST_REFILL_SECONDS = 600;

export interface PlanRateLimitOptions {
  publicKey: string;
  redis?: Redis;
  /** Namespaces the Redis keys (QUEUE_PREFIX). */
  prefix: string;
  log: Logger;
}

/**
 * Per-plan request rates (PLANS[plan].limits.rate, spec part 1 §9), per signed-in user, checked by the gateway
 * before a write reaches its service: `perMinute` points a minute, plus `burst - perMinute` more that refill over
 * 10 minutes, so a user can send `burst` writes at once and `perMinute` a minute after that. The plan is the
 * verified token's claim; a missing or bad token is left to the service (which answers 401). Unlimited (-1) plans
 * are not counted. Redis when configured (shared by every gateway), memory otherwise. If Redis fails the request
 * goes through (logged): a limiter outage must not become an API outage.
 */
export function planRateLimit(opts: PlanRateLimitOptions) {
  const limiters = new Map<PlanKey, { consume(key: string): Promise<unknown> }>();
  for (const plan of PLAN_KEYS) {
    const { perMinute, burst } = PLANS[plan].limits.rate;
    if (perMinute === UNLIMITED || burst === UNLIMITED) continue;
    const main = createLimiter({ keyPrefix: `${opts.prefix}:rate:${plan}`, points: perMinute, durationSeconds: 60 }, opts.redis);
    if (burst <= perMinute) {
      limiters.set(plan, main);
      continue;
    }
    const extra = createLimiter({ keyPrefix: `${opts.prefix}:rate-burst:${plan}`, points: burst - perMinute, durationSeconds: BURST_REFILL_SECONDS }, opts.redis);
    limiters.set(plan, new BurstyRateLimiter(main, extra));
  }

  /** Throws our 429 (with Retry-After) when the caller is over their plan's rate. */
  return async function check(method: string, authorization: string | undefined): Promise<void> {
    if (SAFE_METHODS.has(method)) return;
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) return;
    const verified = verifyAccessToken(match[1], opts.publicKey);
    if (!verified.ok) return;
    const limiter = limiters.get(verified.claims.pla as PlanKey);
    if (!limiter) return;
    try {
      await limiter.consume(verified.claims.sub);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw tooManyRequests(err.msBeforeNext / 1000, 'Too many requests for your plan, try again shortly');
      opts.log.warn({ err }, 'plan rate limiter unavailable; request let through');
    }
  };
}
