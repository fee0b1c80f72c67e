import type { Redis } from 'ioredis';
import { BurstyRateLimiter, RateLimiterRes } from 'rate-limiter-flexible';
import { PLANS, PLAN_KEYS, UNLIMITED, WRITE_CEILING, isWriteMethod, type PlanKey } from '@navia/contracts';
import { createLimiter, tooManyRequests, type AccessTokenVerifier, type Logger } from '@navia/service-kit';

/** The extra `burst - perMinute` AI points come back over this window, so the sustained rate stays near `perMinute`. */
const BURST_REFILL_SECONDS = 600;

export const WRITE_CEILING_MESSAGE = 'Too many changes in a short time, try again shortly';
export const AI_RATE_MESSAGE = 'Too many AI generations for your plan, try again shortly';

export interface PlanRateLimitOptions {
  tokens: AccessTokenVerifier;
  redis?: Redis;
  /** Namespaces the Redis keys (QUEUE_PREFIX). */
  prefix: string;
  log: Logger;
}

/** What the gateway knows of a request when it checks it, before handing it on. */
export interface RateCheck {
  method: string;
  authorization: string | undefined;
  /** The route is flagged `ai` in API_ROUTES (isAiCall). */
  ai: boolean;
}

interface Consumer {
  consume(key: string): Promise<unknown>;
}

/** The plan's `rate` for AI calls: `perMinute` a minute plus `burst - perMinute` more refilling over 10 minutes. */
function aiLimiter(plan: PlanKey, opts: PlanRateLimitOptions): Consumer | null {
  const { perMinute, burst } = PLANS[plan].limits.rate;
  if (perMinute === UNLIMITED || burst === UNLIMITED) return null;
  const main = createLimiter({ keyPrefix: `${opts.prefix}:rate:ai:${plan}`, points: perMinute, durationSeconds: 60 }, opts.redis);
  if (burst <= perMinute) return main;
  const extra = createLimiter({ keyPrefix: `${opts.prefix}:rate:ai-burst:${plan}`, points: burst - perMinute, durationSeconds: BURST_REFILL_SECONDS }, opts.redis);
  return new BurstyRateLimiter(main, extra);
}

/**
 * Rates per signed-in user, checked by the gateway before a write reaches its service (docs/operations.md "Rate
 * limits"):
 * - AI generations and automation (routes flagged `ai`) count against the plan's `rate` (spec part 1 §9): `burst`
 *   at once, then `perMinute` a minute;
 * - every other write (any plan) meets one ceiling, WRITE_CEILING.perMinute a minute: far above what a person
 *   sends, so it only stops floods. So do AI calls on a plan whose rate is unlimited (-1): unlimited by plan, still
 *   not floodable.
 * The plan is the verified token's claim; a missing or bad token is left to the service (which answers 401). Redis
 * when configured (shared by every gateway), memory otherwise. If Redis fails the request goes through (logged):
 * a limiter outage must not become an API outage.
 */
export function planRateLimit(opts: PlanRateLimitOptions) {
  const writes = createLimiter({ keyPrefix: `${opts.prefix}:rate:writes`, points: WRITE_CEILING.perMinute, durationSeconds: 60 }, opts.redis);
  const ai = new Map<PlanKey, Consumer>();
  for (const plan of PLAN_KEYS) {
    const limiter = aiLimiter(plan, opts);
    if (limiter) ai.set(plan, limiter);
  }

  async function consume(limiter: Consumer, userId: string, message: string): Promise<void> {
    try {
      await limiter.consume(userId);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw tooManyRequests(err.msBeforeNext / 1000, message);
      opts.log.warn({ err }, 'plan rate limiter unavailable; request let through');
    }
  }

  /** Throws our 429 (with Retry-After) when the caller is over their plan's AI rate or the write ceiling. */
  return async function check({ method, authorization, ai: isAi }: RateCheck): Promise<void> {
    if (!isWriteMethod(method)) return;
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) return;
    const verified = opts.tokens.verify(match[1]);
    if (!verified.ok) return;
    const userId = verified.claims.sub;
    // Each write counts against one figure: an AI call against its plan's rate (so Grow's 200 at once holds), any
    // other write, and an AI call on a plan without an AI figure (enterprise's -1), against the shared ceiling.
    const planLimiter = isAi ? ai.get(verified.claims.pla as PlanKey) : undefined;
    if (planLimiter) await consume(planLimiter, userId, AI_RATE_MESSAGE);
    else await consume(writes, userId, WRITE_CEILING_MESSAGE);
  };
}
