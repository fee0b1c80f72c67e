import { identityInternal } from '@navia/contracts';
import type { InternalClient } from '../internal-client';

/**
 * The caller's IANA time zone, what "today" and "this month" are counted in: the access token's `tz` claim (see
 * `AuthState.timeZone`), so no call to identity is needed. A token issued before the claim existed (for at most one
 * access-token lifetime after the deploy that added it) has none; then the zone stored at identity is read, as it
 * was before, rather than counting that user's days in UTC for a quarter of an hour. 'UTC' when none is stored.
 */
export async function userTimeZone(caller: { userId: string; timeZone?: string }, identity: Pick<InternalClient, 'call'>): Promise<string> {
  if (caller.timeZone) return caller.timeZone;
  const user = await identity.call(identityInternal.getUser, [caller.userId]);
  return user.publicMetadata.timezone || 'UTC';
}
