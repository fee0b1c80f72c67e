import type { AuthState } from '@navia/service-kit';
import type { Caller } from '../deps';

export function callerOf({ userId, plan, timeZone }: AuthState): Caller {
  return { userId, plan, timeZone };
}
