import { AppError } from '@navia/service-kit';
import { PasswordHasher, type ScryptFn } from './password';

/** An scrypt the test finishes by hand: every call waits until released, and the test sees how many are running. */
function controllableScrypt() {
  const pending: Array<() => void> = [];
  const fn: ScryptFn = (password, salt, keylen) =>
    new Promise((resolve) => pending.push(() => resolve(Buffer.alloc(keylen, `${password}:${salt.toString('hex')}`))));
  return { fn, pending, releaseOne: () => pending.shift()!() };
}

const settled = () => new Promise((r) => setImmediate(r));

describe('PasswordHasher', () => {
  it('sends sign-up hashes, sign-in checks and unknown-email checks through one queue, and answers 503 with Retry-After when it is full', async () => {
    const scrypt = controllableScrypt();
    const hasher = new PasswordHasher({ logN: 10, concurrency: 1, maxWaiting: 2, scrypt: scrypt.fn });
    const hashing = hasher.hash('first password');
    const known = hasher.verify('guess', 'scrypt$10$8$1$c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U');
    const unknown = hasher.verify('guess', undefined);
    expect(hasher.stats).toEqual({ active: 1, waiting: 2 });
    expect(scrypt.pending).toHaveLength(1);

    const refused = await hasher.verify('one too many', undefined).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);
    expect((refused as AppError).toBody()).toMatchObject({ ok: false, error: 'service_unavailable', status: 503 });
    expect(Number((refused as AppError).headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
    // Refused before any hashing: nothing more was started or queued.
    expect(hasher.stats).toEqual({ active: 1, waiting: 2 });

    for (let i = 0; i < 3; i++) {
      scrypt.releaseOne();
      await settled();
    }
    expect(await hashing).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await known).toBe(false);
    expect(await unknown).toBe(false);
  });

  it('checks an unknown email with one scrypt of the same cost as a real account, which no password matches', async () => {
    const calls: number[] = [];
    const hasher = new PasswordHasher({
      logN: 11,
      concurrency: 1,
      maxWaiting: 0,
      scrypt: (_p, _s, keylen, opts) => (calls.push(opts.N!), Promise.resolve(Buffer.alloc(keylen))),
    });
    expect(await hasher.verify('anything', undefined)).toBe(false);
    expect(calls).toEqual([2 ** 11]);
  });

  it('verifies what it hashed with real scrypt', async () => {
    const hasher = new PasswordHasher({ logN: 10, concurrency: 1, maxWaiting: 4 });
    const stored = await hasher.hash('correct horse');
    expect(await hasher.verify('correct horse', stored)).toBe(true);
    expect(await hasher.verify('wrong horse', stored)).toBe(false);
  });
});
