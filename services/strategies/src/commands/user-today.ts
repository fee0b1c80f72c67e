import { todayIn } from '@navia/contracts';
import { userTimeZone } from '@navia/service-kit';
import type { Caller, StrategiesDeps } from '../deps';

/**
 * Today's calendar day in the user's stored time zone (spec part 1 §4 "Timezone"): due dates, the goal-date check
 * and the monthly cap all count the user's days, not the server's. The zone comes with the caller's token.
 */
export async function userToday(deps: Pick<StrategiesDeps, 'identity'>, caller: Pick<Caller, 'userId' | 'timeZone'>): Promise<string> {
  return todayIn(await userTimeZone(caller, deps.identity));
}
