import { accountInternal } from '@navia/contracts';
import { defineJob, type JobDefinition } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import { ERASE_USER_DATA_JOB, type EraseUserDataJobData } from './erase-user-data.target';

/**
 * Asks one service to erase a deleted user's data, then records the step done. The service's erasure is idempotent,
 * so a step run twice (a retry after the answer was lost) does no harm. A service that is down fails the attempt and
 * the queue tries again later.
 */
export function eraseUserDataJob(deps: Pick<IdentityDeps, 'peers' | 'accountDeletions'>): JobDefinition<EraseUserDataJobData> {
  return defineJob({
    ...ERASE_USER_DATA_JOB,
    async perform({ userId, service }, { log }) {
      const { erased } = await deps.peers[service].call(accountInternal.eraseUserData, [userId]);
      const saga = await deps.accountDeletions.markErased(userId, service);
      log.info({ userId, service, erased, pending: saga?.pending ?? [] }, saga?.completed_at ? 'account deletion complete' : 'user data erased in a service');
      return { erased };
    },
  });
}
