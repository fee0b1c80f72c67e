import { randomUUID } from 'node:crypto';
import { ErrorIds, type SignUpBody } from '@navia/contracts';
import { AppError, consumeOrThrow } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import type { UserRow } from '../repositories/users-repository';
import { issueSession, type ClientInfo, type IssuedSession } from './issue-session';

const emailTaken = () => new AppError(ErrorIds.emailTaken, 409, 'An account with this email already exists', 'email');

/** Creates the account and its first session in one transaction. */
export async function signUp(deps: IdentityDeps, body: SignUpBody, client: ClientInfo): Promise<{ user: UserRow; session: IssuedSession }> {
  await consumeOrThrow(deps.limiters.signUpIp, client.ip ?? 'unknown', 'Too many sign-ups from this address, try again later');
  await consumeOrThrow(deps.limiters.signUpAccount, body.email.toLowerCase(), 'Too many sign-up attempts for this email, try again later');
  if (await deps.users.findByEmail(body.email)) throw emailTaken();
  const passwordHash = await deps.passwords.hash(body.password);
  try {
    return await deps.db.transaction(async (trx) => {
      const user = await deps.users.insert(
        { id: randomUUID(), email: body.email, password_hash: passwordHash, first_name: body.firstName, last_name: body.lastName || null },
        trx,
      );
      const session = await issueSession(deps, user, client, trx);
      // Where the account was made counts as where its owner signs in (lib/sign-in-throttle).
      if (client.ip) await deps.signInAddresses.remember(user.id, client.ip, trx);
      return { user, session };
    });
  } catch (err) {
    // Two sign-ups racing for one email: the unique index decides, the loser gets the same 409.
    if ((err as { code?: string }).code === '23505') throw emailTaken();
    throw err;
  }
}
