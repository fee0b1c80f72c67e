import type { IdentityDeps } from '../deps';
import { reserveSignInAttempt, type SignInAttempt } from './sign-in-throttle';

/**
 * Checks a password against the sign-in throttles (sign-in, deleting the account): an attempt is reserved before the
 * hash is checked, kept as a failure when the password is wrong, and given back when it is right or when it could not
 * be checked (the hash queue was full, or hashing failed: not a failure either).
 */
export async function checkPassword(deps: Pick<IdentityDeps, 'limiters' | 'passwords'>, attempt: SignInAttempt, password: string, hash: string | undefined): Promise<boolean> {
  const reservation = await reserveSignInAttempt(deps.limiters, attempt);
  let valid: boolean;
  try {
    valid = await deps.passwords.verify(password, hash);
  } catch (err) {
    await reservation.refund();
    throw err;
  }
  if (valid) await reservation.refund();
  return valid;
}
