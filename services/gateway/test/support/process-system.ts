import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import knex, { type Knex } from 'knex';
import { SERVICE_NAMES, type ServiceName } from '@navia/contracts';
import { createTestDatabase, freePort, uniqueQueuePrefix, type TestDatabase } from '@navia/service-kit/testing';

const ROOT = join(__dirname, '../../../..');
/** How long a process may take to stop gracefully: a worker finishes its current job first. */
const STOP_WITHIN_MS = 30_000;

export interface ProcessSystem {
  /** The gateway's address: what the browser talks to. */
  url: string;
  database: TestDatabase;
  db(): Knex;
  /** Kills a service's process outright (SIGKILL): its in-flight requests and jobs are cut off. */
  kill(service: ServiceName): Promise<void>;
  /** Starts it again on the same port and waits until it is ready. */
  restart(service: ServiceName): Promise<void>;
  /** What the processes printed (warnings and errors), for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

async function waitReady(url: string, what: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Navia as production runs it, but small: every service in its own process (API and workers: SERVICE_ROLE=all),
 * the gateway in proxy mode calling them over HTTP, a fresh PostgreSQL database and the given Redis. Tests can kill
 * and restart any service process, which the in-process test system cannot show.
 */
export async function startProcessSystem(redisUrl: string, env: Record<string, string> = {}): Promise<ProcessSystem> {
  const database = await createTestDatabase('navia_proc');
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const ports = Object.fromEntries(await Promise.all(SERVICE_NAMES.map(async (s) => [s, await freePort()] as const))) as Record<ServiceName, number>;
  const gatewayPort = await freePort();
  const common: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: '4',
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: uniqueQueuePrefix(),
    JWT_PRIVATE_KEY: privateKey,
    JWT_PUBLIC_KEY: publicKey,
    SERVICE_TOKEN: randomBytes(32).toString('base64url'),
    PASSWORD_HASH_LOG_N: '10',
    SIGN_UP_MAX_PER_IP: '1000',
    SIGN_IN_MAX_FAILURES_PER_IP: '1000',
    PLAN_RATE_LIMITS: 'off',
    FIRST_SCREEN_RENDER: 'off',
    // Tests switch plans without payment; production refuses test mode unless it is allowed explicitly.
    BILLING_PROVIDER: 'test-mode',
    ALLOW_TEST_MODE_BILLING: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    HOST: '127.0.0.1',
    ...Object.fromEntries(SERVICE_NAMES.map((s) => [`${s.toUpperCase()}_SERVICE_URL`, `http://127.0.0.1:${ports[s]}`])),
    ...env,
  };

  const children = new Map<string, ChildProcess>();
  let printed = '';
  const start = (label: string, entry: string, extra: Record<string, string>) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: ROOT, env: { ...common, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      printed = (printed + `[${label}] ${chunk.toString()}`).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    children.set(label, child);
  };
  const startService = (s: ServiceName) => start(s, `services/${s}/src/main.ts`, { PORT: String(ports[s]), SERVICE_ROLE: 'all' });
  /**
   * Signals a process and waits for it to exit; resolves false when it had to be killed outright because it was
   * still running `withinMs` after the signal.
   */
  const killChild = async (label: string, signal: NodeJS.Signals, withinMs = 0): Promise<boolean> => {
    const child = children.get(label);
    children.delete(label);
    if (!child || child.exitCode !== null || child.signalCode !== null) return true;
    return new Promise<boolean>((resolve) => {
      let inTime = true;
      const timer = withinMs ? setTimeout(() => ((inTime = false), child.kill('SIGKILL')), withinMs) : undefined;
      child.once('exit', () => (clearTimeout(timer), resolve(inTime)));
      child.kill(signal);
    });
  };

  try {
    for (const s of SERVICE_NAMES) startService(s);
    start('gateway', 'services/gateway/src/main.ts', { PORT: String(gatewayPort), GATEWAY_MODE: 'proxy' });
    // The gateway is ready when every service answers its own /readyz.
    await waitReady(`http://127.0.0.1:${gatewayPort}`, 'the gateway and its services');
  } catch (err) {
    await Promise.all([...children.keys()].map((label) => killChild(label, 'SIGKILL')));
    await database.drop();
    throw new Error(`${(err as Error).message}\n${printed}`, { cause: err });
  }

  let direct: Knex | undefined;
  return {
    url: `http://127.0.0.1:${gatewayPort}`,
    database,
    db: () => (direct ??= knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } })),
    kill: async (s) => void (await killChild(s, 'SIGKILL')),
    async restart(s) {
      await killChild(s, 'SIGKILL');
      startService(s);
      await waitReady(`http://127.0.0.1:${ports[s]}`, s);
    },
    output: () => printed,
    async stop() {
      // What is still running 30 s after SIGTERM is killed, so a stuck graceful stop costs this file 30 s rather than
      // the hook's whole timeout, and is named with what the processes printed. It is reported, not failed: these
      // tests are about outages, and graceful stops are the subject of embedded-restart.test.ts. (Seen once, after
      // the Redis outage here: identity and brand did not finish stopping; not reproduced in 20 runs since.)
      const labels = [...children.keys()];
      const inTime = await Promise.all(labels.map((label) => killChild(label, 'SIGTERM', STOP_WITHIN_MS)));
      await direct?.destroy();
      await database.drop();
      const hung = labels.filter((_, i) => !inTime[i]);
      if (hung.length) console.warn(`${hung.join(', ')} did not stop within ${STOP_WITHIN_MS / 1000} s of SIGTERM and were killed:\n${printed}`);
    },
  };
}
