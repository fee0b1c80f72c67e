import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { AccessClaims, PlanKey, type AccessClaims as Claims, type PlanKey as Plan } from '@navia/contracts';

export const JWT_ALGORITHM = 'ES256';
export const JWT_ISSUER = 'navia-identity';
export const JWT_AUDIENCE = 'navia';

// Parsing a PEM costs ~250 µs; doing it once per key instead of once per request more than doubles /me
// throughput (docs/performance.md).
const publicKeys = new Map<string, KeyObject>();
const privateKeys = new Map<string, KeyObject>();
function publicKeyObject(pem: string): KeyObject {
  let key = publicKeys.get(pem);
  if (!key) publicKeys.set(pem, (key = createPublicKey(pem)));
  return key;
}
function privateKeyObject(pem: string): KeyObject {
  let key = privateKeys.get(pem);
  if (!key) privateKeys.set(pem, (key = createPrivateKey(pem)));
  return key;
}

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Verifies an access token with the identity service's public key. Services hold only the public key, so a
 * compromised area service cannot mint tokens.
 */
export function verifyAccessToken(token: string, publicKey: string): VerifyResult {
  try {
    const decoded = jwt.verify(token, publicKeyObject(publicKey), { algorithms: [JWT_ALGORITHM], issuer: JWT_ISSUER, audience: JWT_AUDIENCE });
    const parsed = AccessClaims.safeParse(decoded);
    if (!parsed.success || !PlanKey.safeParse(parsed.data.pla).success) return { ok: false, reason: 'invalid' };
    return { ok: true, claims: parsed.data };
  } catch (err) {
    return { ok: false, reason: (err as Error).name === 'TokenExpiredError' ? 'expired' : 'invalid' };
  }
}

export function signAccessToken(
  claims: { sub: string; sid: string; pla: Plan; adm?: boolean; tz?: string },
  privateKey: string,
  ttlSeconds: number,
): string {
  return jwt.sign({ ...claims, ims: Date.now() }, privateKeyObject(privateKey), { algorithm: JWT_ALGORITHM, issuer: JWT_ISSUER, audience: JWT_AUDIENCE, expiresIn: ttlSeconds });
}
