import type { Knex } from 'knex';
import { planOf, UNLIMITED, withinLimit, type ContentUsage, type PlanKey } from '@navia/contracts';
import type { ContentDeps } from '../deps';
import type { UserClock } from './user-clock';

/** The plan's per-request token cap for the writer (null: none). */
export function tokensPerRequest(plan: PlanKey): number | null {
  const max = planOf(plan).limits.content.maxTokensPerRequest;
  return max === UNLIMITED ? null : max;
}

/** The content the user has written today and this month, against the plan's limits (`GET /api/mindstudio/usage`). */
export async function contentUsage(deps: Pick<ContentDeps, 'usage'>, userId: string, plan: PlanKey, clock: UserClock, db?: Knex): Promise<ContentUsage> {
  const limits = planOf(plan).limits.content;
  const counts = await deps.usage.counts(userId, clock.day, clock.month, db);
  return {
    today: { used: counts.today, limit: limits.maxPerDay },
    month: { used: counts.month, limit: limits.maxPerMonth },
    maxTokensPerRequest: limits.maxTokensPerRequest,
    timeZone: clock.timeZone,
  };
}

/** spec part 1 §9 content limits: the message of the 403 when a write would pass one. */
export function usageRefusal(usage: ContentUsage): string | null {
  if (!withinLimit(usage.month.limit, usage.month.used)) return `You have used all ${usage.month.limit} pieces of content of your plan this month`;
  if (!withinLimit(usage.today.limit, usage.today.used)) return `You have used all ${usage.today.limit} pieces of content of your plan today`;
  return null;
}
