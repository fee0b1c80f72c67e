import { PublicMetadata, planFromProviderIds, planSummary, type User } from '@navia/contracts';
import type { UserRow } from '../repositories/users-repository';

export function presentUser(row: UserRow): User {
  const meta = PublicMetadata.safeParse(row.public_metadata);
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    publicMetadata: meta.success ? meta.data : { onboardingComplete: false },
    plan: planSummary(planFromProviderIds(row.plan_ids ?? [])),
  };
}
