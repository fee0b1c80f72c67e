import { defineJob, type JobDefinition } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import { PURGE_SESSIONS_JOB, type PurgeSessionsJobData } from './purge-sessions.target';

/**
 * Deletes expired sessions, and sign-in addresses an account has not used within the known-address window (they no
 * longer count as known). Idempotent: running it twice deletes nothing more.
 */
export function purgeSessionsJob(deps: Pick<IdentityDeps, 'sessions' | 'signInAddresses' | 'settings'>): JobDefinition<PurgeSessionsJobData> {
  return defineJob({
    ...PURGE_SESSIONS_JOB,
    async perform(_data, { log }) {
      const now = new Date();
      const deleted = await deps.sessions.purgeExpired(now);
      const addressesDeleted = await deps.signInAddresses.purgeOlderThan(deps.settings.throttle.signInKnownAddressDays, now);
      log.info({ deleted, addressesDeleted }, 'expired sessions and sign-in addresses purged');
      return { deleted, addressesDeleted };
    },
  });
}
