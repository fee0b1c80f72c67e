import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface Secrets {
  jwtPrivateKey: string;
  jwtPublicKey: string;
  serviceToken: string;
}

export function generateSecrets(): Secrets {
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { jwtPrivateKey: privateKey, jwtPublicKey: publicKey, serviceToken: randomBytes(32).toString('base64url') };
}

/**
 * The embedded default must not ship fixed keys: the first start generates them and keeps them (mode 0600) in the
 * data folder, so a second start accepts the sessions of the first.
 */
export function loadOrCreateSecrets(file: string): Secrets {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  const secrets = generateSecrets();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** PEM values in environment variables often arrive with literal "\n"; accept both. */
export function pemFromEnv(value: string | undefined): string | undefined {
  return value ? value.replace(/\\n/g, '\n') : undefined;
}
