import { z } from 'zod';
import { defineJob } from '@navia/service-kit';
import type { SessionsRepository } from '../repositories/sessions-repository';

export const PURGE_SESSIONS_QUEUE = 'identity.maintenance';

/** Deletes expired sessions. Idempotent: running it twice deletes nothing more. */
export function purgeSessionsJob(sessions: SessionsRepository) {
  return defineJob({
    queue: PURGE_SESSIONS_QUEUE,
    name: 'purge-expired-sessions',
    schema: z.object({}),
    retry: { attempts: 3, backoffMs: 5_000 },
    async perform(_data, { log }) {
      const deleted = await sessions.purgeExpired(new Date());
      log.info({ deleted }, 'expired sessions purged');
      return { deleted };
    },
  });
}

/** One job id per hour: every instance may schedule it, only one runs. */
export function purgeJobIdFor(now: Date): string {
  return `purge-sessions-${now.toISOString().slice(0, 13)}`;
}
