import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { apiTokenSessionId, isValidTimeZone, planFromProviderIds } from '@navia/contracts';
import { forbidden, signAccessToken } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import type { UserRow } from '../repositories/users-repository';
import { formatRefreshToken, hashSecret, newRefreshSecret } from '../lib/refresh-token';

export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
  accessToken: string;
  expiresAt: Date;
}

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

/**
 * The access token for `user`'s session. Its claims are what services need about the user on every call without
 * asking identity: the plan (limits), the operator role, and the time zone the user's days are counted in (`tz`,
 * 'UTC' when none is stored or the stored name is not one the runtime knows, as the services counted before).
 */
export function accessTokenFor(deps: IdentityDeps, user: UserRow, sessionId: string): string {
  // Only a signed-in session gets access tokens: one minted for an API token's caller would shed the token's scopes.
  if (sessionId.startsWith(apiTokenSessionId(''))) throw forbidden('Sign in to Navia to do this: an API token cannot');
  const stored = user.public_metadata?.timezone;
  const tz = stored && isValidTimeZone(stored) ? stored : 'UTC';
  return signAccessToken(
    { sub: user.id, sid: sessionId, pla: planFromProviderIds(user.plan_ids ?? []), tz, ...(user.is_admin ? { adm: true } : {}) },
    deps.config.secrets.jwtPrivateKey,
    deps.config.accessTokenTtlSeconds,
  );
}

/** Opens a session: a stored refresh-token hash plus a short-lived access JWT. */
export async function issueSession(deps: IdentityDeps, user: UserRow, client: ClientInfo, db?: Knex): Promise<IssuedSession> {
  const sessionId = randomUUID();
  const secret = newRefreshSecret();
  const expiresAt = new Date(Date.now() + deps.config.refreshTokenTtlDays * 24 * 3600 * 1000);
  await deps.sessions.insert(
    {
      id: sessionId,
      user_id: user.id,
      refresh_hash: hashSecret(secret),
      expires_at: expiresAt,
      user_agent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip ?? null,
    },
    db,
  );
  return { sessionId, refreshToken: formatRefreshToken(sessionId, secret), accessToken: accessTokenFor(deps, user, sessionId), expiresAt };
}
