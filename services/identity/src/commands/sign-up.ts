import { randomUUID } from 'node:crypto';
import { ErrorIds, type SignUpBody } from '@navia/contracts';
import { AppError, consumeOrThrow } from '@navia/service-kit';
import type { IdentityContext } from '../context';
import type { UserRow } from '../repositories/users-repository';
import { issueSession, type ClientInfo, type IssuedSession } from './session-issuer';

const emailTaken = () => new AppError(ErrorIds.emailTaken, 409, 'An account with this email already exists', 'email');

/** Creates the account and its first session in one transaction. */
export async function signUp(ctx: IdentityContext, body: SignUpBody, client: ClientInfo): Promise<{ user: UserRow; session: IssuedSession }> {
  await consumeOrThrow(ctx.limiters.signUpIp, client.ip ?? 'unknown', 'Too many sign-ups from this address, try again later');
  await consumeOrThrow(ctx.limiters.signUpAccount, body.email.toLowerCase(), 'Too many sign-up attempts for this email, try again later');
  if (await ctx.users.findByEmail(body.email)) throw emailTaken();
  const passwordHash = await ctx.passwords.hash(body.password);
  try {
    return await ctx.db.transaction(async (trx) => {
      const user = await ctx.users.insert(
        { id: randomUUID(), email: body.email, password_hash: passwordHash, first_name: body.firstName, last_name: body.lastName || null },
        trx,
      );
      const session = await issueSession(ctx, user, client, trx);
      // Where the account was made counts as where its owner signs in (lib/sign-in-throttle).
      if (client.ip) await ctx.signInAddresses.remember(user.id, client.ip, trx);
      return { user, session };
    });
  } catch (err) {
    // Two sign-ups racing for one email: the unique index decides, the loser gets the same 409.
    if ((err as { code?: string }).code === '23505') throw emailTaken();
    throw err;
  }
}
