import { generateSecrets } from '../secrets';
import { loadConfig, type PlatformConfig } from '../config';

/** Configuration for a test: fresh secrets, fast password hashing, and any overrides. */
export function testConfig(overrides: Record<string, string | undefined> = {}): PlatformConfig {
  const secrets = generateSecrets();
  process.env.PASSWORD_HASH_LOG_N ??= '10';
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/navia-test-data',
    JWT_PRIVATE_KEY: secrets.jwtPrivateKey,
    JWT_PUBLIC_KEY: secrets.jwtPublicKey,
    SERVICE_TOKEN: secrets.serviceToken,
    ...overrides,
  });
}
