import { ErrorIds, type SignInBody } from '@navia/contracts';
import { AppError } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import { checkPassword } from '../lib/check-password';
import type { UserRow } from '../repositories/users-repository';
import { issueSession, type ClientInfo, type IssuedSession } from './issue-session';

// Looked up for unknown emails too (no row has this id), so both cost the same queries.
const NO_USER = '00000000-0000-0000-0000-000000000000';

/**
 * Checks the password and opens a session. An attempt is reserved against the throttles before the password is
 * checked (lib/sign-in-throttle); an unknown email and a wrong password answer the same way, after the same work.
 */
export async function signIn(deps: IdentityDeps, body: SignInBody, client: ClientInfo): Promise<{ user: UserRow; session: IssuedSession }> {
  const ip = client.ip ?? 'unknown';
  const user = await deps.users.findByEmail(body.email);
  const knownAddress = await deps.signInAddresses.isKnown(user?.id ?? NO_USER, ip, deps.settings.throttle.signInKnownAddressDays);
  const valid = await checkPassword(deps, { email: body.email, ip, knownAddress }, body.password, user?.password_hash);
  if (!user || !valid) throw new AppError(ErrorIds.invalidCredentials, 401, 'Email or password is incorrect');

  const session = await issueSession(deps, user, client);
  // Only a lock-out shield for next time: failing to note the address must not fail a sign-in that succeeded.
  if (client.ip) await deps.signInAddresses.remember(user.id, client.ip).catch((err) => deps.log.warn({ err }, 'could not note the sign-in address'));
  return { user, session };
}
