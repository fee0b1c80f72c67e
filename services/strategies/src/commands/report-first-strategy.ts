import { brandInternal } from '@navia/contracts';
import { FIRST_STRATEGY_JOB } from '../jobs/first-strategy.target';
import type { StrategiesDeps } from '../deps';

/**
 * Tells brand that this brand has a strategy, which completes its last setup step. Done at once so the banner is
 * right when the launch answers; if brand cannot be reached the report goes through the outbox (kept even while the
 * queue is down too) and is retried until brand records it (once).
 */
export async function reportFirstStrategy(deps: Pick<StrategiesDeps, 'brand' | 'db' | 'outbox' | 'log'>, userId: string, brandId: string): Promise<void> {
  try {
    await deps.brand.call(brandInternal.recordFirstStrategy, [userId, brandId]);
  } catch (err) {
    deps.log.warn({ err, brandId }, 'brand did not take the first-strategy report; queued for retry');
    const id = await deps.outbox.add(deps.db, FIRST_STRATEGY_JOB, { userId, brandId }, { jobId: `first-strategy:${brandId}` });
    await deps.outbox.dispatch([id]);
  }
}
