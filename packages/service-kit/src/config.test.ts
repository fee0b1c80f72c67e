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

describe('the platform configuration', () => {
  const given = { DATA_DIR: '/tmp/navia-config-test', JWT_PUBLIC_KEY: secrets.jwtPublicKey, SERVICE_TOKEN: secrets.serviceToken };

  it('requires the secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/navia-config-test' })).toThrow(
      'JWT_PUBLIC_KEY and SERVICE_TOKEN (and JWT_PRIVATE_KEY for identity) are required when NODE_ENV=production',
    );
    expect(loadConfig({ ...given, NODE_ENV: 'production' }).production).toBe(true);
  });

  it('names the first bad platform variable', () => {
    expect(() => loadConfig({ ...given, PORT: '70000' })).toThrow(/^Invalid configuration PORT: /);
    expect(() => loadConfig({ ...given, JOB_BACKEND: 'kafka' })).toThrow(/^Invalid configuration JOB_BACKEND: /);
  });

  it('keeps the environment it read, empty variables dropped, for the services to read their own settings from', () => {
    const config = loadConfig({ ...given, DATABASE_URL: '', WRITER: 'openai', NEWS_SOURCE: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.env).toMatchObject({ WRITER: 'openai', SERVICE_TOKEN: secrets.serviceToken });
    expect(config.env).not.toHaveProperty('DATABASE_URL');
    expect(config.env).not.toHaveProperty('NEWS_SOURCE');
  });
});
