import { verifyAccessToken, type VerifyResult } from './jwt';
import type { RevokedSessions } from './revoked-sessions';
import type { ApiTokenResolver } from './api-token-resolver';

export type TokenCheck = VerifyResult | { ok: false; reason: 'revoked' | 'superseded' };

/**
 * The one way a service checks an access token: the signature, audience and expiry (jwt.ts), then whether its
 * session was revoked or its claims superseded since it was issued (revoked-sessions.ts). Every service's `auth()`,
 * the gateway's plan rate limit and queue dashboard, and identity's sign-out use it, so a sign-out ends the token
 * for all of them at once.
 */
export class AccessTokenVerifier {
  /** Personal API tokens (issue 19): set once the process can reach identity (`bootService`); without it they are refused. */
  apiTokens?: ApiTokenResolver;

  constructor(
    private readonly publicKey: string,
    /** The process's revocation list; identity records into it when it revokes. */
    readonly revocations: RevokedSessions,
  ) {}

  verify(token: string): TokenCheck {
    const result = verifyAccessToken(token, this.publicKey);
    if (!result.ok) return result;
    const standing = this.revocations.check(result.claims);
    return standing === 'ok' ? result : { ok: false, reason: standing };
  }
}
