import { generateSecrets } from './secrets';
import { loadConfig } from './config';

const secrets = generateSecrets();
const production = { NODE_ENV: 'production', JWT_PUBLIC_KEY: secrets.jwtPublicKey, SERVICE_TOKEN: secrets.serviceToken };

describe('billing provider', () => {
  it.each([
    // [environment, expected provider or the refusal]
    [{ NODE_ENV: 'development' }, 'test-mode'],
    [{ NODE_ENV: 'development', BILLING_PROVIDER: 'none' }, 'none'],
    [production, 'none'],
    [{ ...production, BILLING_PROVIDER: 'none' }, 'none'],
    [{ ...production, BILLING_PROVIDER: 'test-mode', ALLOW_TEST_MODE_BILLING: 'true' }, 'test-mode'],
  ] as const)('%j gives %s', (env, expected) => {
    expect(loadConfig({ DATA_DIR: '/tmp/navia-config-test', ...env }).billingProvider).toBe(expected);
  });

  it('refuses to start a production deployment in which any user could make themselves Enterprise for free', () => {
    for (const allow of [undefined, 'false']) {
      expect(() => loadConfig({ ...production, BILLING_PROVIDER: 'test-mode', ALLOW_TEST_MODE_BILLING: allow })).toThrow(
        /BILLING_PROVIDER=test-mode .* refused when NODE_ENV=production unless ALLOW_TEST_MODE_BILLING=true/,
      );
    }
  });
});
