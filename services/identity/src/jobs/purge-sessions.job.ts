import { z } from 'zod';
import { defineJob } from '@navia/service-kit';
import type { SessionsRepository } from '../repositories/sessions-repository';
import type { SignInAddressesRepository } from '../repositories/sign-in-addresses-repository';

export const PURGE_SESSIONS_QUEUE = 'identity.maintenance';

/**
 * Deletes expired sessions, and sign-in addresses an account has not used within `knownAddressDays` (they no longer
 * count as known). Idempotent: running it twice deletes nothing more.
 */
export function purgeSessionsJob(sessions: SessionsRepository, addresses: SignInAddressesRepository, knownAddressDays: number) {
  return defineJob({
    queue: PURGE_SESSIONS_QUEUE,
    name: 'purge-expired-sessions',
    schema: z.object({}),
    retry: { attempts: 3, backoffMs: 5_000 },
    async perform(_data, { log }) {
      const now = new Date();
      const deleted = await sessions.purgeExpired(now);
      const addressesDeleted = await addresses.purgeOlderThan(knownAddressDays, now);
      log.info({ deleted, addressesDeleted }, 'expired sessions and sign-in addresses purged');
      return { deleted, addressesDeleted };
    },
  });
}

/** One job id per hour: every instance may schedule it, only one runs. */
export function purgeJobIdFor(now: Date): string {
  return `purge-sessions-${now.toISOString().slice(0, 13)}`;
}
