import { notFound } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import type { UserRow } from '../repositories/users-repository';
import { announceClaimsChanged, claimsChangeTime } from '../lib/token-revocations';

/** Grants or removes the operator role; like a plan change, it ends the tokens that carry the old claim. */
export async function setAdmin(deps: Pick<IdentityDeps, 'users' | 'tokens'>, userId: string, isAdmin: boolean): Promise<UserRow> {
  const at = claimsChangeTime();
  const row = await deps.users.setAdmin(userId, isAdmin, at);
  if (!row) throw notFound('User');
  await announceClaimsChanged(deps, userId, at);
  return row;
}
