import type { PlanKey } from '@navia/contracts';
import { planLimitReached } from '@navia/service-kit';
import type { ContentDeps } from '../deps';
import { contentUsage, usageRefusal } from '../usage/content-usage';
import type { UserClock } from '../usage/user-clock';

/** Refuses (403 plan_limit_reached) when the plan's daily or monthly content is used up; nothing is reserved. */
export async function assertContentLeft(deps: Pick<ContentDeps, 'usage'>, userId: string, plan: PlanKey, clock: UserClock): Promise<void> {
  const refusal = usageRefusal(await contentUsage(deps, userId, plan, clock));
  if (refusal) throw planLimitReached(refusal, 'content');
}
