import { createLogger } from '@navia/service-kit';
import { testConfig } from '@navia/service-kit/testing';
import { startGateway } from '../src/start-gateway';
import { closedPortUrl } from './support/http';

// Each service reads its own settings (services/<name>/src/settings.ts) from the environment the platform config was
// read from; the embedded start reads them all before it opens anything, so a bad one stops it at once, by name.
// The database is a closed port: start-up that reached it first would fail on the connection instead.
const log = createLogger('start-up-settings-test', 'silent');

async function start(env: Record<string, string>) {
  const database = (await closedPortUrl()).replace('http:', 'postgres:');
  return startGateway(testConfig({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: `${database}/navia`, REDIS_URL: undefined, ...env }), log, { mode: 'embedded' });
}

describe('start-up on a bad service setting', () => {
  it('would otherwise open the database first', async () => {
    await expect(start({})).rejects.toThrow(/ECONNREFUSED/);
  });

  it.each([
    // [a service's variables, what start-up says] — content, tasks, brand, identity and the gateway's own
    [{ WRITER: 'mindstudio', MINDSTUDIO_API_KEY: 'k' }, 'WRITER=mindstudio needs MINDSTUDIO_API_KEY and MINDSTUDIO_WRITER_WORKER_ID'],
    [{ NEWS_SOURCE: 'rss' }, /^Invalid configuration NEWS_SOURCE: /],
    [{ NODE_ENV: 'production', ANALYZER_FETCH_ALLOW_PRIVATE: 'true' }, 'ANALYZER_FETCH_ALLOW_PRIVATE must be false when NODE_ENV=production'],
    [{ SIGN_UP_MAX_PER_IP: 'many' }, /^Invalid configuration SIGN_UP_MAX_PER_IP: /],
    [{ PLAN_RATE_LIMITS: 'maybe' }, /^Invalid configuration PLAN_RATE_LIMITS: /],
  ])('%j stops it with "%s" before the database opens', async (env, message) => {
    await expect(start(env)).rejects.toThrow(message);
  });
});
