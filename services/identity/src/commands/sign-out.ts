import type { IdentityDeps } from '../deps';
import { parseRefreshToken } from '../lib/refresh-token';
import { endSession } from './end-session';

/** Revokes the session named by the cookie (or by the access token's sid); signing out twice is harmless. */
export async function signOut(deps: IdentityDeps, cookieValue: string | undefined, sessionIdFromToken?: string): Promise<void> {
  const sessionId = parseRefreshToken(cookieValue)?.sessionId ?? sessionIdFromToken;
  if (sessionId) await endSession(deps, sessionId, 'sign_out');
}
