import { RateLimiterMemory } from 'rate-limiter-flexible';
import { AppError } from '@navia/service-kit';
import { reserveSignInAttempt, type SignInLimiters } from './sign-in-throttle';

const WINDOW_SECONDS = 900;

function limiters(perAccount = 3, perIp = 100): SignInLimiters {
  const make = (keyPrefix: string, points: number) => new RateLimiterMemory({ keyPrefix, points, duration: WINDOW_SECONDS });
  return { signInIp: make('ip', perIp), signInAccount: make('acct', perAccount), signInAccountAtKnownAddress: make('known', perAccount) };
}

const refusal = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e as AppError);
const email = 'owner@example.com';

describe('reserveSignInAttempt', () => {
  afterEach(() => jest.useRealTimers());

  it('lets exactly the limit through when guesses arrive all at once, and refuses the rest with 429 and Retry-After', async () => {
    const l = limiters(3);
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => refusal(reserveSignInAttempt(l, { email, ip: '203.0.113.1', knownAddress: false }))));
    expect(outcomes.filter((o) => o === undefined)).toHaveLength(3);
    const refused = outcomes.filter((o): o is AppError => o !== undefined);
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.status).toBe(429);
      expect(Number(r.headers?.['Retry-After'])).toBeGreaterThan(0);
    }
  });

  it('keeps a known address usable while guesses from elsewhere have spent the account', async () => {
    const l = limiters(3);
    for (let i = 0; i < 3; i++) await reserveSignInAttempt(l, { email, ip: `198.51.100.${i}`, knownAddress: false });
    expect((await refusal(reserveSignInAttempt(l, { email, ip: '198.51.100.99', knownAddress: false })))?.status).toBe(429);
    // The owner at home: a count of its own.
    expect(await refusal(reserveSignInAttempt(l, { email, ip: '192.0.2.7', knownAddress: true }))).toBeUndefined();
  });

  it('still limits wrong passwords from a known address, per address', async () => {
    const l = limiters(2);
    for (let i = 0; i < 2; i++) await reserveSignInAttempt(l, { email, ip: '192.0.2.7', knownAddress: true });
    expect((await refusal(reserveSignInAttempt(l, { email, ip: '192.0.2.7', knownAddress: true })))?.status).toBe(429);
    expect(await refusal(reserveSignInAttempt(l, { email, ip: '192.0.2.8', knownAddress: true }))).toBeUndefined();
  });

  it('gives the points back for a success without wiping the failures before it', async () => {
    const l = limiters(2);
    await reserveSignInAttempt(l, { email, ip: '203.0.113.1', knownAddress: false });
    const right = await reserveSignInAttempt(l, { email, ip: '203.0.113.1', knownAddress: false });
    await right.refund();
    // One failure stands, one point is free again: one more guess, then refused.
    await reserveSignInAttempt(l, { email, ip: '203.0.113.1', knownAddress: false });
    expect((await refusal(reserveSignInAttempt(l, { email, ip: '203.0.113.1', knownAddress: false })))?.status).toBe(429);
  });

  it('counts an address only for attempts that were checked, and refuses everything from an address past its limit', async () => {
    const l = limiters(1, 2);
    await reserveSignInAttempt(l, { email, ip: '203.0.113.1', knownAddress: false });
    // Refused by the account's limit: not counted against the address.
    expect((await refusal(reserveSignInAttempt(l, { email, ip: '203.0.113.1', knownAddress: false })))?.status).toBe(429);
    await reserveSignInAttempt(l, { email: 'other@example.com', ip: '203.0.113.1', knownAddress: false });
    expect((await refusal(reserveSignInAttempt(l, { email: 'third@example.com', ip: '203.0.113.1', knownAddress: false })))?.status).toBe(429);
  });

  it('opens again once the window has passed', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    const l = limiters(1);
    await reserveSignInAttempt(l, { email, ip: '203.0.113.1', knownAddress: false });
    const refused = await refusal(reserveSignInAttempt(l, { email, ip: '203.0.113.1', knownAddress: false }));
    expect(refused?.status).toBe(429);
    jest.advanceTimersByTime(Number(refused?.headers?.['Retry-After']) * 1000);
    expect(await refusal(reserveSignInAttempt(l, { email, ip: '203.0.113.1', knownAddress: false }))).toBeUndefined();
  });
});
