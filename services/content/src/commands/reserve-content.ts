import { randomUUID } from 'node:crypto';
import type { PlanKey } from '@navia/contracts';
import { planLimitReached } from '@navia/service-kit';
import type { ContentDeps } from '../deps';
import { contentUsage, usageRefusal } from '../usage/content-usage';
import type { UserClock } from '../usage/user-clock';

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
