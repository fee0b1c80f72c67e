import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { isProduction, parseEnv, type SettingsEnv } from '@navia/service-kit';

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
});

/** The identity service's own settings: billing, the sign-in and sign-up throttles, password hashing. */
export interface IdentitySettings {
  billingProvider: 'test-mode' | 'none';
  throttle: { signInFailuresPerAccount: number; signInFailuresPerIp: number; signInWindowSeconds: number; signInKnownAddressDays: number; signUpPerIp: number; signUpPerAccount: number; signUpWindowSeconds: number };
  /** scrypt cost and the bounded queue every password hash goes through. */
  passwordHashing: { logN: number; concurrency: number; maxWaiting: number };
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
