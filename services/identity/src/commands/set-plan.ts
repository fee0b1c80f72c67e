import { PLANS, type PlanKey } from '@navia/contracts';
import { notFound } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import type { UserRow } from '../repositories/users-repository';
import { announceClaimsChanged, claimsChangeTime } from '../lib/token-revocations';

/**
 * Sets the user's plan by holding exactly that plan's provider flag (none for free). The plan is a claim of the
 * access token that services check caps against, so tokens issued before the change are ended (the client
 * refreshes and gets the new plan): a downgrade binds at once, not when the old token expires.
 */
export async function setPlan(deps: Pick<IdentityDeps, 'users' | 'tokens'>, userId: string, plan: PlanKey): Promise<UserRow> {
  const providerId = PLANS[plan].providerPlanId;
  const at = claimsChangeTime();
  const row = await deps.users.setPlanIds(userId, providerId ? [providerId] : [], at);
  if (!row) throw notFound('User');
  await announceClaimsChanged(deps, userId, at);
  return row;
}
