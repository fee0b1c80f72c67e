import type { Context } from 'koa';
import type { AuthState } from '@navia/service-kit';
import type { Caller } from '../commands/content-deps';

export function callerOf(c: Context): Caller {
  const { userId, plan, timeZone } = c.state.auth as AuthState;
  return { userId, plan, timeZone };
}
