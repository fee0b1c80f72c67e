import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { PLANS, UNLIMITED, apiTokenSessionId, apiTokensInternal, type PlanKey, type ResolvedApiToken } from '@navia/contracts';
import type { InternalClient } from '../internal-client';
import { consumeOrThrow, createLimiter } from '../rate-limit';
import type { RevokedSessions } from './revoked-sessions';

/** How long a process trusts what identity said of a token; a revocation or plan change ends it sooner (below). */
const TRUST_MS = 60_000;
const MAX_CACHED = 10_000;

export interface ApiTokenResolverOptions {
  identity: Pick<InternalClient, 'call'>;
  revocations: RevokedSessions;
  redis?: Redis;
  /** Namespaces the rate limiter's Redis keys (QUEUE_PREFIX). */
  prefix: string;
}

/**
 * Turns a personal API token (`navia_pat_…`, issue 19) into its user, scopes and plan. Services hold no token
 * hashes, so they ask identity, and keep its answer for a minute per process (keyed by the token's SHA-256, never
 * the token). The answer is dropped at once when the revocation list says so: identity revokes the session id
 * `pat:<id>` when the token is revoked, and a plan change (or an account's deletion) supersedes everything the user
 * held before it. Each token's requests count against its plan's `rate` a minute, in Redis when there is one.
 */
export class ApiTokenResolver {
  private readonly cache = new Map<string, { token: ResolvedApiToken; at: number }>();
  private readonly limiters = new Map<PlanKey, RateLimiterAbstract | null>();

  constructor(private readonly opts: ApiTokenResolverOptions) {}

  /** The token's standing; identity's 401 (unknown, revoked) or 403 (plan without API access) is thrown as it is. */
  async resolve(token: string): Promise<ResolvedApiToken> {
    const key = createHash('sha256').update(token).digest('hex');
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.at < TRUST_MS && this.standing(hit.token, hit.at) === 'ok') return hit.token;
    this.cache.delete(key);
    const resolved = await this.opts.identity.call(apiTokensInternal.resolve, [], { token });
    if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, { token: resolved, at: now });
    return resolved;
  }

  /** Counts one request of the token against its plan's rate; 429 with Retry-After past it. */
  async consume(token: ResolvedApiToken): Promise<void> {
    const limiter = this.limiter(token.plan);
    if (limiter) await consumeOrThrow(limiter, token.tokenId, 'Too many requests for this API token on your plan, try again shortly');
  }

  private standing(token: ResolvedApiToken, at: number) {
    return this.opts.revocations.check({ sub: token.userId, sid: apiTokenSessionId(token.tokenId), iat: Math.floor(at / 1000), ims: at });
  }

  private limiter(plan: PlanKey): RateLimiterAbstract | null {
    if (!this.limiters.has(plan)) {
      const { perMinute } = PLANS[plan].limits.rate;
      this.limiters.set(plan, perMinute === UNLIMITED ? null : createLimiter({ keyPrefix: `${this.opts.prefix}:rate:api-token:${plan}`, points: perMinute, durationSeconds: 60 }, this.opts.redis));
    }
    return this.limiters.get(plan) ?? null;
  }
}
