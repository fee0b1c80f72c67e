import { PLANS, type PlanKey, type PublicMetadata } from '@navia/contracts';
import { notFound } from '@navia/service-kit';
import type { IdentityContext } from '../context';
import type { UserRow } from '../repositories/users-repository';
import { announceClaimsChanged, claimsChangeTime } from './token-revocation';

export async function updatePublicMetadata(ctx: IdentityContext, userId: string, patch: Partial<PublicMetadata>): Promise<UserRow> {
  const row = await ctx.db.transaction((trx) => ctx.users.mergePublicMetadata(userId, patch, trx));
  if (!row) throw notFound('User');
  return row;
}

/**
 * Sets the user's plan by holding exactly that plan's provider flag (none for free). The plan is a claim of the
 * access token that services check caps against, so tokens issued before the change are ended (the client
 * refreshes and gets the new plan): a downgrade binds at once, not when the old token expires.
 */
export async function setPlan(ctx: IdentityContext, userId: string, plan: PlanKey): Promise<UserRow> {
  const providerId = PLANS[plan].providerPlanId;
  const at = claimsChangeTime();
  const row = await ctx.users.setPlanIds(userId, providerId ? [providerId] : [], at);
  if (!row) throw notFound('User');
  await announceClaimsChanged(ctx, userId, at);
  return row;
}

/** Grants or removes the operator role; like a plan change, it ends the tokens that carry the old claim. */
export async function setAdmin(ctx: IdentityContext, userId: string, isAdmin: boolean): Promise<UserRow> {
  const at = claimsChangeTime();
  const row = await ctx.users.setAdmin(userId, isAdmin, at);
  if (!row) throw notFound('User');
  await announceClaimsChanged(ctx, userId, at);
  return row;
}
