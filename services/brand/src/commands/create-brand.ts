import { randomUUID } from 'node:crypto';
import { planOf } from '@navia/contracts';
import { planLimitReached } from '@navia/service-kit';
import type { BrandRow } from '../repositories/brands-repository';
import { planLimitMessage } from './brand-data-rules';
import type { BrandDataDeps, Caller } from './save-brand-data';

/**
 * Creates another brand profile for the user (POST /api/user-brands). A user's first brand is always allowed and
 * becomes the default; more need a plan with `brand.multipleProfiles`. The client keeps which brand is active.
 */
export async function createBrand(deps: BrandDataDeps, caller: Caller, companyName: string): Promise<BrandRow> {
  const plan = planOf(caller.plan);
  const attempt = () =>
    deps.db.transaction(async (trx) => {
      const existing = await deps.brands.countForUser(caller.userId, trx);
      if (existing > 0 && !plan.limits.brand.multipleProfiles) {
        throw planLimitReached(planLimitMessage(plan.name, 1, 'brand profile', 'brand profiles'));
      }
      return deps.brands.insert({ id: randomUUID(), user_id: caller.userId, is_default: existing === 0, company_name: companyName, data: {} }, trx);
    });
  try {
    return await attempt();
  } catch (err) {
    // Two first brands at once (or onboarding at the same moment): the one-default-per-user index let one in; count again.
    if ((err as { code?: string }).code === '23505') return attempt();
    throw err;
  }
}
