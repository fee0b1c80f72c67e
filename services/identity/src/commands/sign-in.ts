import { ErrorIds, type SignInBody } from '@navia/contracts';
import { AppError, assertNotBlocked } from '@navia/service-kit';
import type { IdentityContext } from '../context';
import type { UserRow } from '../repositories/users-repository';
import { issueSession, type ClientInfo, type IssuedSession } from './session-issuer';

const THROTTLED = 'Too many failed sign-in attempts, try again later';

/**
 * Checks the password and opens a session. An unknown email and a wrong password answer the same way, after the same
 * work; failures are counted per account and per IP, and a success clears the account's count.
 */
export async function signIn(ctx: IdentityContext, body: SignInBody, client: ClientInfo): Promise<{ user: UserRow; session: IssuedSession }> {
  const ipKey = client.ip ?? 'unknown';
  await assertNotBlocked(ctx.limiters.signInIp, ipKey, THROTTLED);
  await assertNotBlocked(ctx.limiters.signInAccount, body.email, THROTTLED);

  const user = await ctx.users.findByEmail(body.email);
  const valid = await ctx.passwords.verify(body.password, user?.password_hash);
  if (!user || !valid) {
    await Promise.all([
      ctx.limiters.signInIp.penalty(ipKey, 1),
      ctx.limiters.signInAccount.penalty(body.email, 1),
    ]);
    throw new AppError(ErrorIds.invalidCredentials, 401, 'Email or password is incorrect');
  }
  await ctx.limiters.signInAccount.delete(body.email);
  const session = await issueSession(ctx, user, client);
  return { user, session };
}
