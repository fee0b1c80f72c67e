import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex, { type Knex } from 'knex';
import { REFRESH_COOKIE, SERVICE_NAMES, type ServiceName } from '@navia/contracts';
import { createDatabase, createLogger, migrate, withPlatformMigrations, type Database, type PlatformConfig } from '@navia/service-kit';
import { createTestDatabase, seedPgliteDir, testArrangement, testConfig, testRedisUrl, uniqueQueuePrefix, type TestDatabase } from '@navia/service-kit/testing';
import { ALL_SERVICES } from '../../src/services';
import { startGateway, type RunningGateway } from '../../src/start-gateway';

/** The arrangement this run's test systems use (NAVIA_TEST_ARRANGEMENT; the `integration-pglite` project sets embedded). */
export const ARRANGEMENT = testArrangement();

/**
 * For tests about what only the production arrangement has (Redis keys, BullMQ, a database that other processes
 * such as a worker or an operator's command-line tool reach): they run on real PostgreSQL + Redis and are skipped
 * on the embedded one, where a second process on the PGlite directory would lose data (stack notes).
 */
export const describeOnProduction = ARRANGEMENT === 'production' ? describe : describe.skip;
export const itOnProduction = ARRANGEMENT === 'production' ? it : it.skip;

export interface TestSystem {
  url: string;
  config: PlatformConfig;
  gateway: RunningGateway;
  /** The fresh PostgreSQL database (production arrangement only; the embedded one has a PGlite directory instead). */
  database?: TestDatabase;
  /** The database the services write to, for asserting what was (or was not) written: the same on both arrangements. */
  db(): Knex;
  stop(): Promise<void>;
}

// Settings every test system shares, whatever its arrangement.
const COMMON = {
  PORT: '0',
  HOST: '127.0.0.1',
  SIGN_UP_MAX_PER_IP: '10000',
  // The write ceiling (60 a minute) would trip tests that write a lot as one user; the rate tests turn it on.
  PLAN_RATE_LIMITS: 'off',
  // A render process per system would cost each test file seconds of CPU; the first-screen tests turn it on.
  FIRST_SCREEN_RENDER: 'off',
};

export interface TestSystemOptions {
  /**
   * The services to run (default: all five). A service's tests name it and the services it calls or their flows
   * walk; one left out has no schema, routes or workers, and the gateway and internal calls meet it as a service
   * that is down (503 service_unavailable).
   */
  services?: readonly ServiceName[];
  /** Settings over the test defaults (environment variable names, as loadConfig reads them). */
  env?: Record<string, string | undefined>;
}

/**
 * The backend behind the gateway on a free port: tests talk to it over HTTP as the browser does. On the production
 * arrangement (default) it runs on real PostgreSQL (a fresh database) and real Redis (a unique queue prefix); with
 * NAVIA_TEST_ARRANGEMENT=embedded on what `npm start` runs: PGlite in a fresh data directory and the in-process job
 * runner.
 */
export function startTestSystem(opts: TestSystemOptions = {}): Promise<TestSystem> {
  return ARRANGEMENT === 'embedded' ? startEmbeddedTestSystem(opts) : startProductionTestSystem(opts);
}

/**
 * What the databases of a system running `services` start as: those services' migrations already run, copied from
 * a template made once per machine (PostgreSQL: a template database; PGlite: a template directory). Each service
 * still runs its migrations at start, as in production; they find nothing to do. The key hashes each migration's
 * name and code, so a new or edited migration makes a new template (a data migration's inputs, such as the
 * catalogue a seed reads, ship as a new migration: its seed file's comment).
 */
function migratedTemplate(services: readonly ServiceName[] = SERVICE_NAMES) {
  const modules = ALL_SERVICES.filter((m) => services.includes(m.name));
  const hash = createHash('sha256');
  for (const m of modules) {
    for (const migration of withPlatformMigrations(m.migrations)) hash.update(`${m.name}\0${migration.name}\0${String(migration.up)}\0${String(migration.down)}\0`);
  }
  const key = hash.digest('hex').slice(0, 24);
  const migrateAll = async (db: Database) => {
    try {
      for (const m of modules) await migrate(db, m.name, withPlatformMigrations(m.migrations));
    } finally {
      await db.destroy();
    }
  };
  return {
    // Two connections: migrate() holds one for its advisory lock while knex migrates on the other.
    postgres: { key, prepare: async (url: string) => migrateAll(await createDatabase({ url, poolMax: 2 })) },
    pglite: { key, prepare: async (dir: string) => migrateAll(await createDatabase({ pgliteDir: dir })) },
  };
}

async function startProductionTestSystem({ services, env }: TestSystemOptions): Promise<TestSystem> {
  const database = await createTestDatabase('navia_test', migratedTemplate(services).postgres);
  const config = testConfig({ DATABASE_URL: database.url, REDIS_URL: testRedisUrl(), QUEUE_PREFIX: uniqueQueuePrefix(), DATABASE_POOL_MAX: '4', ...COMMON, ...env });
  const gateway = await startGateway(config, createLogger('test', process.env.LOG_LEVEL ?? 'silent'), { mode: 'embedded', services });
  let direct: Knex | undefined;
  return {
    url: `http://127.0.0.1:${gateway.port}`,
    config,
    gateway,
    database,
    db: () => (direct ??= knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } })),
    async stop() {
      await direct?.destroy();
      await gateway.stop();
      await database.drop();
    },
  };
}

async function startEmbeddedTestSystem({ services, env }: TestSystemOptions): Promise<TestSystem> {
  const dataDir = mkdtempSync(join(tmpdir(), 'navia-pglite-test-'));
  // Where openSharedResources opens PGlite (DATA_DIR/pglite): a migrated cluster, copied rather than initialised.
  await seedPgliteDir(join(dataDir, 'pglite'), migratedTemplate(services).pglite);
  const config = testConfig({ DATA_DIR: dataDir, DATABASE_URL: undefined, REDIS_URL: undefined, ...COMMON, ...env });
  const gateway = await startGateway(config, createLogger('test', process.env.LOG_LEVEL ?? 'silent'), { mode: 'embedded', services });
  // PGlite is one connection in one process: the test reads through the services' own knex (closed with them).
  const shared = gateway.database;
  if (!shared) throw new Error('the embedded gateway exposes no database');
  return {
    url: `http://127.0.0.1:${gateway.port}`,
    config,
    gateway,
    db: () => shared,
    async stop() {
      await gateway.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A small fetch wrapper that keeps the session's cookies like a browser would. */
export class TestClient {
  /** The refresh cookie (`navia_refresh=…`), or '' once it is cleared. */
  cookie = '';
  /** The site's other cookies by name (the session hint), as `name=value`. */
  readonly siteCookies = new Map<string, string>();
  token = '';
  constructor(private readonly base: string) {}

  async call<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer<T>> {
    const res = await fetch(this.base + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(this.cookie || this.siteCookies.size ? { cookie: [this.cookie, ...this.siteCookies.values()].filter(Boolean).join('; ') } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie();
    for (const c of setCookie) {
      // Only the site-wide cookies: identity also expires a refresh cookie left at its former path (/api/auth).
      if (!/;\s*path=\/(;|$)/i.test(c)) continue;
      const [pair] = c.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const cleared = pair.endsWith('=');
      if (name === REFRESH_COOKIE) this.cookie = cleared ? '' : pair;
      else if (cleared) this.siteCookies.delete(name);
      else this.siteCookies.set(name, pair);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  async signUp(email: string, password = 'a-long-password', firstName = 'Test') {
    const res = await this.call('POST', '/api/auth/sign-up', { email, password, firstName });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
    this.token = res.body.accessToken;
    return res.body;
  }
}

let counter = 0;
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}.${counter}@example.com`;
}

/**
 * Stores `timezone` on the user (POST /api/user/timezone) and adopts the fresh access token the answer carries, as the
 * shell does: the token's `tz` claim is the zone services count the user's days in.
 */
export async function setTimeZone(client: TestClient, timezone: string): Promise<void> {
  const res = await client.call('POST', '/api/user/timezone', { timezoneMetadata: { timezone, lastDetected: new Date().toISOString(), isAutoDetected: false } });
  if (res.status !== 200) throw new Error(`time zone change failed: ${res.status} ${JSON.stringify(res.body)}`);
  client.token = res.body.accessToken;
}

/** A valid onboarding completion (spec part 1 §3), for tests that need a user with a brand. */
export const ONBOARDING = {
  companyName: 'Bean There Café',
  website: 'https://bean.example',
  industry: 'Food, Beverage & Hospitality',
  businessStage: 'STAGE 1 - Launch',
  northStarStatement: '',
  northStarData: { type_of_person: 'commuters', type_of_problem: 'short on time', product_or_service: 'pre-ordered coffee', benefit: 'calm mornings' },
};

/** A signed-up user who completed onboarding (so has a default brand), switched to `plan` in test mode. */
export async function onboardedClient(sys: TestSystem, tag: string, plan = 'free'): Promise<{ client: TestClient; userId: string; brandId: string }> {
  const client = new TestClient(sys.url);
  const { user } = await client.signUp(uniqueEmail(tag));
  const done = await client.call('POST', '/api/onboarding/complete', ONBOARDING);
  if (done.status !== 200) throw new Error(`onboarding failed: ${done.status} ${JSON.stringify(done.body)}`);
  if (plan !== 'free') {
    const res = await client.call('POST', '/api/billing/test-mode/plan', { plan });
    if (res.status !== 200) throw new Error(`plan switch failed: ${res.status} ${JSON.stringify(res.body)}`);
    // The plan is a claim of the access token: the switch answers a new one.
    client.token = res.body.accessToken;
  }
  return { client, userId: user.id as string, brandId: done.body.brandId as string };
}
