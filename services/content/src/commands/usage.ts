import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { planOf, todayIn, UNLIMITED, withinLimit, type ContentUsage, type PlanKey } from '@navia/contracts';
import { planLimitReached, userTimeZone } from '@navia/service-kit';
import type { Caller, ContentDeps } from '../deps';

/** The user's calendar day and month, in their stored time zone (UTC when none): what usage is counted by. */
export interface UserClock {
  day: string;
  month: string;
  timeZone: string;
}

/** The caller's clock, in the zone their access token carries (see `userTimeZone`). */
export async function userClock(deps: Pick<ContentDeps, 'identity'>, caller: Pick<Caller, 'userId' | 'timeZone'>): Promise<UserClock> {
  return clockIn(await userTimeZone(caller, deps.identity));
}

/** The clock of a user record read from identity (a job, which has no caller's token). */
export function clockOf(user: { publicMetadata: { timezone?: string } }): UserClock {
  return clockIn(user.publicMetadata.timezone || 'UTC');
}

/** The day and month now in `timeZone`. */
export function clockIn(timeZone: string): UserClock {
  const day = todayIn(timeZone);
  return { day, month: day.slice(0, 7), timeZone };
}

export function tokensPerRequest(plan: PlanKey): number | null {
  const max = planOf(plan).limits.content.maxTokensPerRequest;
  return max === UNLIMITED ? null : max;
}

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

/** Refuses (403 plan_limit_reached) when the plan's daily or monthly content is used up; nothing is reserved. */
export async function assertContentLeft(deps: Pick<ContentDeps, 'usage'>, userId: string, plan: PlanKey, clock: UserClock): Promise<void> {
  const refusal = usageRefusal(await contentUsage(deps, userId, plan, clock));
  if (refusal) throw planLimitReached(refusal, 'content');
}

/**
 * Takes one piece of content from the plan before a writer runs: counted and recorded under a per-user lock, so two
 * writes at once cannot both take the last one. Answers the reservation's id (completed or released afterwards).
 */
export async function reserveContent(
  deps: Pick<ContentDeps, 'db' | 'usage'>,
  userId: string,
  plan: PlanKey,
  clock: UserClock,
  entry: { source: 'workspace' | 'task'; writer: string; jobKey?: string },
): Promise<string> {
  return deps.db.transaction(async (trx) => {
    await deps.usage.lockUser(userId, trx);
    const refusal = usageRefusal(await contentUsage(deps, userId, plan, clock, trx));
    if (refusal) throw planLimitReached(refusal, 'content');
    const id = randomUUID();
    await deps.usage.reserve({ id, user_id: userId, day: clock.day, month: clock.month, source: entry.source, writer: entry.writer, job_key: entry.jobKey ?? null }, trx);
    return id;
  });
}
