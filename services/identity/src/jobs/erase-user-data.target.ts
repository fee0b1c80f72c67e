import { z } from 'zod';
import type { JobTarget } from '@navia/service-kit';

/** The services holding a user's data besides identity: each erases it in its own step of the saga. */
export const ERASING_SERVICES = ['brand', 'strategies', 'tasks', 'content'] as const;
export type ErasingService = (typeof ERASING_SERVICES)[number];

export const EraseUserDataJobData = z.object({ userId: z.string().uuid(), service: z.enum(ERASING_SERVICES) });
export type EraseUserDataJobData = z.infer<typeof EraseUserDataJobData>;

/**
 * identity.account-deletion: one service's step of an account's deletion. Retried with doubling backoff from 1 s
 * for 20 attempts (about 12 days in all), so a service that is down for hours still gets its step when it is back.
 */
export const ERASE_USER_DATA_JOB = {
  queue: 'identity.account-deletion',
  name: 'erase-user-data',
  schema: EraseUserDataJobData,
  retry: { attempts: 20, backoffMs: 1_000 },
} satisfies JobTarget<EraseUserDataJobData>;

export const eraseUserDataJobId = (data: EraseUserDataJobData) => `erase-${data.userId}-${data.service}`;
