import { z } from 'zod';
import type { JobTarget } from '@navia/service-kit';

export const PurgeSessionsJobData = z.object({});
export type PurgeSessionsJobData = z.infer<typeof PurgeSessionsJobData>;

/** identity.maintenance: deletes expired sessions and sign-in addresses no longer known; scheduled hourly by `start`. */
export const PURGE_SESSIONS_JOB = {
  queue: 'identity.maintenance',
  name: 'purge-expired-sessions',
  schema: PurgeSessionsJobData,
  retry: { attempts: 3, backoffMs: 5_000 },
} satisfies JobTarget<PurgeSessionsJobData>;
