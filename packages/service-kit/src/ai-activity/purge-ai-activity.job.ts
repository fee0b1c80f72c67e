import { z } from 'zod';
import { defineJob, type JobDefinition, type JobTarget } from '../jobs/job';
import type { AiActivityLog } from './ai-activity-log';

export const PurgeAiActivityJobData = z.object({}).strict();
type PurgeAiActivityJobData = Record<string, never>;

/** `<service>.maintenance/purge-ai-activity`: each service purges its own record (scheduled hourly by its `start`). */
export function purgeAiActivityTarget(service: string): JobTarget<PurgeAiActivityJobData> {
  return { queue: `${service}.maintenance`, name: 'purge-ai-activity', schema: PurgeAiActivityJobData as z.ZodType<PurgeAiActivityJobData>, retry: { attempts: 3, backoffMs: 5_000 } };
}

/** Deletes the AI calls older than the retention window. Idempotent: a second run deletes nothing more. */
export function purgeAiActivityJob(service: string, activity: AiActivityLog): JobDefinition<PurgeAiActivityJobData> {
  return defineJob({
    ...purgeAiActivityTarget(service),
    async perform(_data, { log }) {
      const deleted = await activity.purge();
      log.info({ deleted }, 'AI activity older than the retention window purged');
      return { deleted };
    },
  });
}
