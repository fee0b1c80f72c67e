import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { isProduction, parseAllowPrivate, parseEnv, type SettingsEnv } from '@navia/service-kit';

const IdentityEnv = z.object({
  // Real billing (Stripe checkout + webhooks) is not built yet; when it is, it joins this list. Unset: test-mode outside
  // production, none in production (see billingProviderFor).
  BILLING_PROVIDER: z.enum(['test-mode', 'none']).optional(),
  ALLOW_TEST_MODE_BILLING: z.enum(['true', 'false']).default('false'),
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  SIGN_IN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(50),
  SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  // An address this account signed in from successfully within this many days counts failures on its own (issue 15).
  SIGN_IN_KNOWN_ADDRESS_DAYS: z.coerce.number().int().positive().max(3650).default(90),
  // scrypt cost 2^N (OWASP's minimum is 17); tests lower it for speed.
  PASSWORD_HASH_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  // Password hashes computed at once (0 = one fewer than the CPUs, at least 1, so the event loop keeps a core) ...
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(0),
  // ... and how many may wait for a turn; past that a sign-in or sign-up is answered 503 at once.
  PASSWORD_HASH_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(16),
  SIGN_UP_MAX_PER_IP: z.coerce.number().int().positive().default(20),
  // Sign-up attempts naming one email address, from any IP: stops probing which addresses have accounts.
  SIGN_UP_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  SIGN_UP_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  // Webhook targets on private addresses: 'false' (default), 'true' or a list of origins; refused in production, like
  // ANALYZER_FETCH_ALLOW_PRIVATE (tests and development deliver to a receiver on this machine).
  WEBHOOK_ALLOW_PRIVATE: z.string().default('false'),
  // How long one delivery may take, the receiver's answer included.
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().positive().max(60).default(10),
});

/** The identity service's own settings: billing, the sign-in and sign-up throttles, password hashing. */
export interface IdentitySettings {
  billingProvider: 'test-mode' | 'none';
  throttle: { signInFailuresPerAccount: number; signInFailuresPerIp: number; signInWindowSeconds: number; signInKnownAddressDays: number; signUpPerIp: number; signUpPerAccount: number; signUpWindowSeconds: number };
  /** scrypt cost and the bounded queue every password hash goes through. */
  passwordHashing: { logN: number; concurrency: number; maxWaiting: number };
  /** Webhook deliveries (issue 19): which private origins they may reach (never in production), and their deadline. */
  webhooks: { allowPrivate: boolean | string[]; timeoutMs: number };
}

export function loadIdentitySettings(env: SettingsEnv): IdentitySettings {
  const e = parseEnv(IdentityEnv, env);
  return {
    billingProvider: billingProviderFor(e.BILLING_PROVIDER, isProduction(env), e.ALLOW_TEST_MODE_BILLING === 'true'),
    throttle: {
      signInFailuresPerAccount: e.SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
      signInFailuresPerIp: e.SIGN_IN_MAX_FAILURES_PER_IP,
      signInWindowSeconds: e.SIGN_IN_WINDOW_SECONDS,
      signInKnownAddressDays: e.SIGN_IN_KNOWN_ADDRESS_DAYS,
      signUpPerIp: e.SIGN_UP_MAX_PER_IP,
      signUpPerAccount: e.SIGN_UP_MAX_PER_ACCOUNT,
      signUpWindowSeconds: e.SIGN_UP_WINDOW_SECONDS,
    },
    passwordHashing: {
      logN: e.PASSWORD_HASH_LOG_N,
      concurrency: e.PASSWORD_HASH_CONCURRENCY || Math.max(1, availableParallelism() - 1),
      maxWaiting: e.PASSWORD_HASH_QUEUE_MAX,
    },
    webhooks: { allowPrivate: parseAllowPrivate('WEBHOOK_ALLOW_PRIVATE', e.WEBHOOK_ALLOW_PRIVATE, isProduction(env)), timeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000 },
  };
}

/**
 * Test mode lets every user make themselves Enterprise with one call, so a production deployment never gets it by
 * default and refuses to start with it unless the operator says, in a second variable, that this is deliberate (a
 * staging or demo deployment).
 */
export function billingProviderFor(given: 'test-mode' | 'none' | undefined, production: boolean, allowTestMode: boolean): 'test-mode' | 'none' {
  if (!production) return given ?? 'test-mode';
  if (given === 'test-mode' && !allowTestMode) {
    throw new Error('BILLING_PROVIDER=test-mode lets any user switch plans without paying: refused when NODE_ENV=production unless ALLOW_TEST_MODE_BILLING=true');
  }
  return given ?? 'none';
}
