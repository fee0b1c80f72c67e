import { brandInternal } from '@navia/contracts';
import { defineJob, UnrecoverableJobError, type JobDefinition } from '@navia/service-kit';
import type { StrategiesDeps } from '../deps';
import { FIRST_STRATEGY_JOB, type FirstStrategyJobData } from './first-strategy.target';

/** Retries the first-strategy report to brand (idempotent on brand's side) until brand records it. */
export function firstStrategyJob(deps: Pick<StrategiesDeps, 'brand'>): JobDefinition<FirstStrategyJobData> {
  return defineJob({
    ...FIRST_STRATEGY_JOB,
    async perform(data) {
      try {
        await deps.brand.call(brandInternal.recordFirstStrategy, [data.userId, data.brandId]);
      } catch (err) {
        // The brand is gone: nothing left to record.
        if ((err as { status?: number }).status === 404) throw new UnrecoverableJobError(`Brand ${data.brandId} not found`);
        throw err;
      }
    },
  });
}
