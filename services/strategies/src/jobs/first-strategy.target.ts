import { z } from 'zod';
import type { JobTarget } from '@navia/service-kit';

export const FirstStrategyJobData = z.object({ userId: z.string().uuid(), brandId: z.string().uuid() });
export type FirstStrategyJobData = z.infer<typeof FirstStrategyJobData>;

/** strategies.brand-milestones: the first-strategy report to brand, when the launch could not deliver it at once. */
export const FIRST_STRATEGY_JOB = {
  queue: 'strategies.brand-milestones',
  name: 'first-strategy',
  schema: FirstStrategyJobData,
  retry: { attempts: 10, backoffMs: 2000 },
} satisfies JobTarget<FirstStrategyJobData>;
