import { todayIn } from '@navia/contracts';
import { userTimeZone } from '@navia/service-kit';
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
