import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))));
}

const KEY_LENGTH = 32;
/** OWASP's scrypt minimum: N=2^17 (128 MiB), r=8, p=1. Tests lower the cost through PASSWORD_HASH_LOG_N. */
const DEFAULT_LOG_N = 17;

function logN(): number {
  const v = Number(process.env.PASSWORD_HASH_LOG_N);
  return Number.isInteger(v) && v >= 10 && v <= 20 ? v : DEFAULT_LOG_N;
}

/** `scrypt$logN$r$p$salt$key`: the parameters travel with the hash, so raising the cost later keeps old hashes valid. */
export async function hashPassword(password: string): Promise<string> {
  const n = logN();
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: 2 ** n, r: 8, p: 1, maxmem: 300 * 1024 * 1024 });
  return ['scrypt', n, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: 2 ** Number(n), r: Number(r), p: Number(p), maxmem: 300 * 1024 * 1024,
  });
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the email is unknown, so both failures cost the same time. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
