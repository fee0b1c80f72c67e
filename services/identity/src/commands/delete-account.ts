import { AppError, notFound } from '@navia/service-kit';
import type { DeleteAccountResponse } from '@navia/contracts';
import type { IdentityDeps } from '../deps';
import { checkPassword } from '../lib/check-password';
import { announceClaimsChanged, claimsChangeTime } from '../lib/token-revocations';
import { ERASE_USER_DATA_JOB, ERASING_SERVICES, eraseUserDataJobId } from '../jobs/erase-user-data.target';

/**
 * Deletes the signed-in user's account (issue 19 item 3), confirmed by their password. In one transaction: the user
 * row goes (and with it every session and sign-in address), the saga's record is written, and one erase job per
 * service is put in the outbox; after the commit the jobs are handed to the queue and every access token of the user
 * is refused from this moment in every service. The other services erase their data as their jobs run: a service
 * that is down gets its step when it is back (the job's retries), and a restart resumes what is left (`resumeAccountDeletions`).
 *
 * A wrong password counts against the sign-in throttles, so this route cannot be used to guess it.
 */
export async function deleteAccount(deps: IdentityDeps, userId: string, password: string, clientIp: string | undefined): Promise<DeleteAccountResponse> {
  const user = await deps.users.findById(userId);
  if (!user) throw notFound('User');
  const valid = await checkPassword(deps, { email: user.email, ip: clientIp ?? 'unknown', knownAddress: true }, password, user.password_hash);
  if (!valid) throw new AppError('wrong_password', 403, 'That is not your password', 'password');

  const at = claimsChangeTime();
  const jobs = await deps.db.transaction(async (trx) => {
    if (!(await deps.users.delete(userId, trx))) throw notFound('User');
    await deps.accountDeletions.start(userId, ERASING_SERVICES, trx);
    // One after another: a transaction is one connection.
    const ids: string[] = [];
    for (const service of ERASING_SERVICES) ids.push(await deps.outbox.add(trx, ERASE_USER_DATA_JOB, { userId, service }, { jobId: eraseUserDataJobId({ userId, service }) }));
    return ids;
  });
  await announceClaimsChanged(deps, userId, at);
  await deps.outbox.dispatch(jobs);
  return { success: true, erasing: [...ERASING_SERVICES] };
}

/** Hands the queue every step of a deletion not finished yet (at start: the in-process runner keeps no jobs across a restart). */
export async function resumeAccountDeletions(deps: Pick<IdentityDeps, 'accountDeletions' | 'jobs'>): Promise<number> {
  let resumed = 0;
  for (const saga of await deps.accountDeletions.unfinished()) {
    for (const service of saga.pending) {
      await deps.jobs.enqueue(ERASE_USER_DATA_JOB, { userId: saga.user_id, service }, { jobId: eraseUserDataJobId({ userId: saga.user_id, service }) });
      resumed += 1;
    }
  }
  return resumed;
}
