import { generateSecrets } from '../secrets';
import { loadConfig, type PlatformConfig } from '../config';

/**
 * Configuration for a test: fresh secrets, fast password hashing, and any overrides. A service's own variables
 * (`{ WRITER: 'mindstudio', … }`) ride along in `config.env`, where the services read their settings.
 */
export function testConfig(overrides: Record<string, string | undefined> = {}): PlatformConfig {
  const secrets = generateSecrets();
  return loadConfig({
    NODE_ENV: 'test',
    // Fast password hashing (identity's settings); a test that needs the real cost says so.
    PASSWORD_HASH_LOG_N: process.env.PASSWORD_HASH_LOG_N ?? '10',
    DATA_DIR: '/tmp/navia-test-data',
    JWT_PRIVATE_KEY: secrets.jwtPrivateKey,
    JWT_PUBLIC_KEY: secrets.jwtPublicKey,
    SERVICE_TOKEN: secrets.serviceToken,
    // The default (auto) would use a model server that happens to run on the developer's machine: tests that
    // exercise auto point LOCAL_AI_URL at a fake one.
    WRITER: 'offline',
    BRAND_VOICE_ANALYZER: 'offline',
    ...overrides,
  });
}

export type TestArrangement = 'production' | 'embedded';

/**
 * Which arrangement the integration tests run the backend on, from NAVIA_TEST_ARRANGEMENT: `production` (the
 * default: real PostgreSQL, BullMQ on Redis) or `embedded` (what `npm start` runs: PGlite, the in-process job
 * runner). The jest project `integration-pglite` sets `embedded`.
 */
export function testArrangement(): TestArrangement {
  const value = process.env.NAVIA_TEST_ARRANGEMENT ?? 'production';
  if (value !== 'production' && value !== 'embedded') throw new Error(`NAVIA_TEST_ARRANGEMENT must be production or embedded, not ${value}`);
  return value;
}
