import { identityInternal, todayIn } from '@navia/contracts';
import type { StrategiesDeps } from './strategies-deps';

/**
 * Today's calendar day in the user's stored time zone (spec part 1 §4 "Timezone"): due dates, the goal-date check
 * and the monthly cap all count the user's days, not the server's.
 */
export async function userToday(deps: Pick<StrategiesDeps, 'identity'>, userId: string, requestId?: string): Promise<string> {
  const user = await deps.identity.call(identityInternal.getUser, [userId], undefined, requestId);
  return todayIn(user.publicMetadata.timezone);
}
