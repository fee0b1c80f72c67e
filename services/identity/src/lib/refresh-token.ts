import { createHash, randomBytes } from 'node:crypto';

/** Cookie value `<sessionId>.<secret>`: the id finds the session, only the secret's hash is stored. */
export function newRefreshSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export function formatRefreshToken(sessionId: string, secret: string): string {
  return `${sessionId}.${secret}`;
}

const TOKEN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,100})$/;

export function parseRefreshToken(value: string | undefined): { sessionId: string; secret: string } | null {
  const m = value ? TOKEN.exec(value) : null;
  return m ? { sessionId: m[1], secret: m[2] } : null;
}
