import { PLANS, type PlanKey, type PublicMetadata } from '@navia/contracts';
import { notFound } from '@navia/service-kit';
import type { IdentityContext } from '../context';
import type { UserRow } from '../repositories/users-repository';

export async function updatePublicMetadata(ctx: IdentityContext, userId: string, patch: Partial<PublicMetadata>): Promise<UserRow> {
  const row = await ctx.db.transaction((trx) => ctx.users.mergePublicMetadata(userId, patch, trx));
  if (!row) throw notFound('User');
  return row;
}

/** Sets the user's plan by holding exactly that plan's provider flag (none for free). */
export async function setPlan(ctx: IdentityContext, userId: string, plan: PlanKey): Promise<UserRow> {
  const providerId = PLANS[plan].providerPlanId;
  const row = await ctx.users.setPlanIds(userId, providerId ? [providerId] : []);
  if (!row) throw notFound('User');
  return row;
}
