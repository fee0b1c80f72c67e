import { loadIdentitySettings } from './settings';

const production = { NODE_ENV: 'production' };

describe('billing provider', () => {
  it.each([
    // [environment, expected provider]
    [{ NODE_ENV: 'development' }, 'test-mode'],
    [{ NODE_ENV: 'development', BILLING_PROVIDER: 'none' }, 'none'],
    [production, 'none'],
    [{ ...production, BILLING_PROVIDER: 'none' }, 'none'],
    [{ ...production, BILLING_PROVIDER: 'test-mode', ALLOW_TEST_MODE_BILLING: 'true' }, 'test-mode'],
  ] as const)('%j gives %s', (env, expected) => {
    expect(loadIdentitySettings(env).billingProvider).toBe(expected);
  });

  it('refuses to start a production deployment in which any user could make themselves Enterprise for free', () => {
    const refusal = /BILLING_PROVIDER=test-mode .* refused when NODE_ENV=production unless ALLOW_TEST_MODE_BILLING=true/;
    expect(() => loadIdentitySettings({ ...production, BILLING_PROVIDER: 'test-mode' })).toThrow(refusal);
    expect(() => loadIdentitySettings({ ...production, BILLING_PROVIDER: 'test-mode', ALLOW_TEST_MODE_BILLING: 'false' })).toThrow(refusal);
  });
});

describe('throttles and password hashing', () => {
  it('read the configured limits, and default the hashing concurrency to the CPUs but one', () => {
    const settings = loadIdentitySettings({ SIGN_UP_MAX_PER_IP: '2', SIGN_IN_WINDOW_SECONDS: '60', PASSWORD_HASH_LOG_N: '10' });
    expect(settings.throttle).toMatchObject({ signUpPerIp: 2, signInWindowSeconds: 60, signInFailuresPerAccount: 5, signInKnownAddressDays: 90 });
    expect(settings.passwordHashing).toMatchObject({ logN: 10, maxWaiting: 16 });
    expect(settings.passwordHashing.concurrency).toBeGreaterThanOrEqual(1);
    expect(loadIdentitySettings({ PASSWORD_HASH_CONCURRENCY: '3' }).passwordHashing.concurrency).toBe(3);
  });

  it('refuse a scrypt cost outside 2^10 to 2^20 and a non-number limit', () => {
    expect(() => loadIdentitySettings({ PASSWORD_HASH_LOG_N: '9' })).toThrow(/Invalid configuration PASSWORD_HASH_LOG_N/);
    expect(() => loadIdentitySettings({ SIGN_UP_MAX_PER_IP: 'many' })).toThrow(/Invalid configuration SIGN_UP_MAX_PER_IP/);
  });

  it('let webhooks reach private origins only outside production, and only the origins named', () => {
    expect(loadIdentitySettings({}).webhooks).toEqual({ allowPrivate: false, timeoutMs: 10_000 });
    expect(loadIdentitySettings({ WEBHOOK_ALLOW_PRIVATE: 'true' }).webhooks.allowPrivate).toBe(true);
    expect(loadIdentitySettings({ WEBHOOK_ALLOW_PRIVATE: 'http://127.0.0.1:9000/x, http://hooks.local' }).webhooks.allowPrivate).toEqual(['http://127.0.0.1:9000', 'http://hooks.local']);
    expect(() => loadIdentitySettings({ ...production, ALLOW_TEST_MODE_BILLING: 'true', WEBHOOK_ALLOW_PRIVATE: 'true' })).toThrow('WEBHOOK_ALLOW_PRIVATE must be false when NODE_ENV=production');
    expect(() => loadIdentitySettings({ WEBHOOK_ALLOW_PRIVATE: 'not an origin' })).toThrow(/Invalid configuration WEBHOOK_ALLOW_PRIVATE/);
  });
});
