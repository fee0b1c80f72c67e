import { randomUUID } from 'node:crypto';
import { generateSecrets } from '../secrets';
import { AccessTokenVerifier } from './access-token-verifier';
import { signAccessToken, verifyAccessToken } from './jwt';
import { CLOCK_LEEWAY_MS, RevokedSessions } from './revoked-sessions';

const TTL = 15 * 60_000;
const claims = (over: Partial<{ sub: string; sid: string; iat: number; ims: number }> = {}) => ({
  sub: randomUUID(),
  sid: randomUUID(),
  iat: 1_000,
  ims: 1_000_000,
  ...over,
});

describe('RevokedSessions', () => {
  it('refuses every token of a revoked session, and only those', async () => {
    const store = new RevokedSessions(TTL);
    const token = claims();
    await store.revokeSession(token.sid);
    expect(store.check(token)).toBe('revoked');
    expect(store.check(claims({ sub: token.sub }))).toBe('ok');
  });

  it('refuses a user\'s tokens issued before the not-before time, to the millisecond, and not later ones', async () => {
    const store = new RevokedSessions(TTL, () => 5_000_500);
    const user = randomUUID();
    await store.revokeTokensBefore(user, 5_000_500);
    expect(store.check(claims({ sub: user, ims: 5_000_499 }))).toBe('superseded');
    expect(store.check(claims({ sub: user, ims: 5_000_500 }))).toBe('ok');
    // Within the same second as the change: only `ims` tells them apart.
    expect(store.check(claims({ sub: user, iat: 5_000, ims: 5_000_600 }))).toBe('ok');
    // A token without `ims` counts from the start of its second.
    expect(store.check({ sub: user, sid: randomUUID(), iat: 5_000 })).toBe('superseded');
    expect(store.check(claims({ ims: 1 }))).toBe('ok');
  });

  it('keeps the latest not-before time whatever order entries arrive in', () => {
    const store = new RevokedSessions(TTL, () => 0);
    const userId = randomUUID();
    store.apply({ kind: 'user', userId, notBefore: 200, expiresAt: TTL + 200 });
    store.apply({ kind: 'user', userId, notBefore: 100, expiresAt: TTL + 100 });
    expect(store.check(claims({ sub: userId, ims: 150 }))).toBe('superseded');
  });

  it('drops entries once every token they end has expired (TTL plus the clock leeway)', async () => {
    let now = 0;
    const store = new RevokedSessions(TTL, () => now);
    await store.revokeSession('s1');
    now = TTL + CLOCK_LEEWAY_MS - 1;
    expect(store.entries()).toHaveLength(1);
    now = TTL + CLOCK_LEEWAY_MS;
    expect(store.entries()).toHaveLength(0);
    // Entries already past their expiry (a late message) are not even added.
    expect(store.apply({ kind: 'session', sessionId: 's2', expiresAt: now - 1 })).toBe(false);
  });

  it('hands what it records to the cross-process channel', async () => {
    const store = new RevokedSessions(TTL);
    const published: unknown[] = [];
    store.connect({ publish: async (entries) => void published.push(...entries), close: async () => undefined });
    await store.revokeSession('s1');
    expect(published).toEqual([{ kind: 'session', sessionId: 's1', expiresAt: expect.any(Number) }]);
  });
});

describe('AccessTokenVerifier', () => {
  const secrets = generateSecrets();
  const sign = (sub: string, sid: string) => signAccessToken({ sub, sid, pla: 'free' }, secrets.jwtPrivateKey, 600);

  it('answers the claims of a standing token, and why a revoked or superseded one does not stand', async () => {
    const store = new RevokedSessions(TTL);
    const verifier = new AccessTokenVerifier(secrets.jwtPublicKey, store);
    const [user, session] = [randomUUID(), randomUUID()];
    const token = sign(user, session);
    expect(verifier.verify(token)).toMatchObject({ ok: true, claims: { sub: user, sid: session } });
    await store.revokeTokensBefore(user, Date.now() + 1);
    expect(verifier.verify(token)).toEqual({ ok: false, reason: 'superseded' });
    await store.revokeSession(session);
    expect(verifier.verify(token)).toEqual({ ok: false, reason: 'revoked' });
    expect(verifier.verify(`${token}x`)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('signs the issue time in milliseconds', () => {
    const before = Date.now();
    const result = verifyAccessToken(sign(randomUUID(), randomUUID()), secrets.jwtPublicKey);
    expect(result.ok && result.claims.ims).toBeGreaterThanOrEqual(before);
  });
});
