import type { PublicMetadata } from '@navia/contracts';
import { notFound } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import type { UserRow } from '../repositories/users-repository';

export async function updatePublicMetadata(deps: IdentityDeps, userId: string, patch: Partial<PublicMetadata>): Promise<UserRow> {
  const row = await deps.db.transaction((trx) => deps.users.mergePublicMetadata(userId, patch, trx));
  if (!row) throw notFound('User');
  return row;
}
