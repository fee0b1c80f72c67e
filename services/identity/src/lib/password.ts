import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ErrorIds } from '@navia/contracts';
import { AppError } from '@navia/service-kit';
import { BoundedQueue, QueueFullError } from './bounded-queue';

/** One scrypt computation; node's async scrypt runs on libuv's threadpool, off the event loop. */
export type ScryptFn = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) => Promise<Buffer>;

const nodeScrypt: ScryptFn = (password, salt, keylen, opts) =>
  new Promise((resolve, reject) => scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))));

const KEY_LENGTH = 32;
// N=2^20 with r=8 needs 1 GiB; the configured maximum (PASSWORD_HASH_LOG_N ≤ 20) fits under this.
const MAX_MEM = 1100 * 1024 * 1024;

export interface PasswordHasherOptions {
  /** scrypt cost 2^logN for new hashes (r=8, p=1); OWASP's minimum is 17. */
  logN: number;
  concurrency: number;
  maxWaiting: number;
  scrypt?: ScryptFn;
}

/** Answer to a hash that found the queue full: our error shape, 503, and when to try again. */
export const hashingBusy = (retryAfterSeconds: number) =>
  new AppError(ErrorIds.serviceUnavailable, 503, 'Too many sign-ins are being checked right now, try again shortly', undefined, {
    'Retry-After': String(retryAfterSeconds),
  });

/**
 * Hashes and checks passwords, every scrypt (sign-up, sign-in, and the stand-in for unknown emails) through one
 * bounded queue: at most `concurrency` at once, so the CPU and memory (128 MiB each at 2^17) they take stay bounded
 * and the event loop keeps a core, and at most `maxWaiting` waiting, past which the caller gets a 503 at once.
 */
export class PasswordHasher {
  private readonly queue: BoundedQueue;
  private readonly scrypt: ScryptFn;
  /** What an unknown email is checked against: same parameters as a real hash, matching no password. */
  private readonly standIn: string;

  constructor(private readonly opts: PasswordHasherOptions) {
    this.queue = new BoundedQueue({ concurrency: opts.concurrency, maxWaiting: opts.maxWaiting });
    this.scrypt = opts.scrypt ?? nodeScrypt;
    // Random salt and key: verifying against it costs one scrypt, like a real account's, and no password can match
    // (a 2^-256 chance), so it needs no hashing of its own.
    this.standIn = ['scrypt', opts.logN, 8, 1, randomBytes(16).toString('base64url'), randomBytes(KEY_LENGTH).toString('base64url')].join('$');
  }

  get stats() {
    return this.queue.stats;
  }

  /** `scrypt$logN$r$p$salt$key`: the parameters travel with the hash, so raising the cost later keeps old hashes valid. */
  async hash(password: string): Promise<string> {
    const n = this.opts.logN;
    const salt = randomBytes(16);
    const key = await this.queued(() => this.scrypt(password, salt, KEY_LENGTH, { N: 2 ** n, r: 8, p: 1, maxmem: MAX_MEM }));
    return ['scrypt', n, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  /** Checks a password against a stored hash, or (no account) against the stand-in, at the same cost either way. */
  async verify(password: string, stored: string | undefined): Promise<boolean> {
    const [kind, n, r, p, salt, key] = (stored ?? this.standIn).split('$');
    if (kind !== 'scrypt' || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64url');
    const actual = await this.queued(() =>
      this.scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { N: 2 ** Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEM }),
    );
    return stored !== undefined && timingSafeEqual(actual, expected);
  }

  private async queued(task: () => Promise<Buffer>): Promise<Buffer> {
    try {
      return await this.queue.run(task);
    } catch (err) {
      if (err instanceof QueueFullError) throw hashingBusy(err.retryAfterSeconds);
      throw err;
    }
  }
}
