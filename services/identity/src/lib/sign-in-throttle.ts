import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeOrThrow } from '@navia/service-kit';

const THROTTLED = 'Too many failed sign-in attempts, try again later';

export interface SignInLimiters {
  /** Failed sign-ins per client address, whichever accounts they name. */
  signInIp: RateLimiterAbstract;
  /** Failed sign-ins per account from every address it has not signed in from before (one shared count). */
  signInAccount: RateLimiterAbstract;
  /** Failed sign-ins per account from one address it has signed in from before (a count per account and address). */
  signInAccountAtKnownAddress: RateLimiterAbstract;
}

export interface SignInAttempt {
  email: string;
  ip: string;
  /** Whether this account has signed in successfully from `ip` lately. */
  knownAddress: boolean;
}

/** A reserved attempt: its points stay spent if the password was wrong, and are given back if it was right. */
export interface SignInReservation {
  refund(): Promise<void>;
}

/**
 * Reserves one attempt before the password is checked, or refuses with 429 and Retry-After. The points are consumed
 * (an atomic increment, in Redis or in memory) before the ~0.4–2 s hash, not recorded after it, so however many
 * guesses arrive at once, at most the configured number are ever verified, and the right password sent inside a
 * refused burst is refused too.
 *
 * Lockout cannot keep an owner out from where they usually sign in: failures from addresses the account has never
 * signed in from share one count per account, while each address it has signed in from keeps a count of its own. A
 * guesser elsewhere spends only the shared count; the owner at home is limited only by failures from home.
 */
export async function reserveSignInAttempt(limiters: SignInLimiters, attempt: SignInAttempt): Promise<SignInReservation> {
  await consumeOrThrow(limiters.signInIp, attempt.ip, THROTTLED);
  const [accountLimiter, accountKey] = attempt.knownAddress
    ? [limiters.signInAccountAtKnownAddress, `${attempt.email}|${attempt.ip}`]
    : [limiters.signInAccount, attempt.email];
  try {
    await consumeOrThrow(accountLimiter, accountKey, THROTTLED);
  } catch (err) {
    // Nothing is verified for a refused attempt, so it does not count against the address either.
    await limiters.signInIp.reward(attempt.ip, 1);
    throw err;
  }
  return {
    // A success does not count, and does not wipe the failures before it: what is limited is wrong passwords
    // verified per window, whatever else succeeds in it (a reset let a burst's later guesses through).
    async refund() {
      await Promise.all([limiters.signInIp.reward(attempt.ip, 1), accountLimiter.reward(accountKey, 1)]);
    },
  };
}
