import { z } from 'zod';
import { brandInternal } from '@navia/contracts';
import { defineJob, UnrecoverableJobError, type InternalClient, type JobDefinition } from '@navia/service-kit';

const FirstStrategyJobData = z.object({ userId: z.string().uuid(), brandId: z.string().uuid() });
type FirstStrategyJobData = z.infer<typeof FirstStrategyJobData>;

/** Retries the first-strategy report to brand when the launch could not deliver it (idempotent on brand's side). */
export function firstStrategyJob(brand: InternalClient): JobDefinition<FirstStrategyJobData> {
  return defineJob({
    queue: 'strategies.brand-milestones',
    name: 'first-strategy',
    schema: FirstStrategyJobData,
    retry: { attempts: 10, backoffMs: 2000 },
    async perform(data) {
      try {
        await brand.call(brandInternal.recordFirstStrategy, [data.userId, data.brandId]);
      } catch (err) {
        // The brand is gone: nothing left to record.
        if ((err as { status?: number }).status === 404) throw new UnrecoverableJobError(`Brand ${data.brandId} not found`);
        throw err;
      }
    },
  });
}
