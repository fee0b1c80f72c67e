import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import knex from 'knex';
import { SERVICE_NAMES, type ServiceName } from '@navia/contracts';
import { createTestDatabase, freePort, testRedisUrl, uniqueQueuePrefix, type TestDatabase } from '@navia/service-kit/testing';

// Issue 8 item 5: each service migrates and starts alone — its migration Job, its API, its worker pool — with no
// gateway and none of the other services running (their URLs point at closed ports).
jest.setTimeout(120_000);

const ROOT = join(__dirname, '../../..');
const run = promisify(execFile);
let database: TestDatabase;
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase('navia_alone');
});

afterAll(async () => {
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => (c.once('exit', r), c.kill('SIGKILL'))) : undefined)));
  await database?.drop();
});

async function envFor(service: ServiceName, role: 'api' | 'worker'): Promise<Record<string, string>> {
  const closed = `http://127.0.0.1:${await freePort()}`;
  return {
    PATH: process.env.PATH ?? '',
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    QUEUE_PREFIX: uniqueQueuePrefix(),
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    SERVICE_ROLE: role,
    LOG_LEVEL: 'warn',
    ...Object.fromEntries(SERVICE_NAMES.filter((s) => s !== service).map((s) => [`${s.toUpperCase()}_SERVICE_URL`, closed])),
  };
}

async function startAlone(service: ServiceName, role: 'api' | 'worker'): Promise<string> {
  const env = await envFor(service, role);
  let printed = '';
  const child = spawn(process.execPath, ['--import', 'tsx', `services/${service}/src/main.ts`], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => (printed += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (printed += d.toString()));
  children.push(child);
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await fetch(`${url}/readyz`).catch(() => undefined);
    if (res?.ok) return url;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${service} ${role} did not become ready:\n${printed}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('each service alone', () => {
  it.each(SERVICE_NAMES)('%s: its migration runs by itself (and a second run has nothing to do)', async (service) => {
    const env = { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' };
    const first = await run(process.execPath, ['--import', 'tsx', 'scripts/migrate-service.ts', service], { cwd: ROOT, env });
    expect(first.stdout).toMatch(new RegExp(`^${service}: \\d{14}_`));
    expect(first.stdout).toContain('create-job-outbox');
    const again = await run(process.execPath, ['--import', 'tsx', 'scripts/migrate-service.ts', service], { cwd: ROOT, env });
    expect(again.stdout.trim()).toBe(`${service}: up to date`);
    // Only its own schema was touched.
    const db = knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 1 } });
    try {
      const tables = await db('information_schema.tables').where({ table_schema: service }).pluck('table_name');
      expect(tables).toEqual(expect.arrayContaining(['knex_migrations', 'job_outbox']));
    } finally {
      await db.destroy();
    }
  });

  it.each(SERVICE_NAMES)('%s: its API and its worker pool each start alone and answer their probes', async (service) => {
    const api = await startAlone(service, 'api');
    expect(await (await fetch(`${api}/healthz`)).json()).toEqual({ ok: true, service });

    const worker = await startAlone(service, 'worker');
    const ready = await (await fetch(`${worker}/readyz`)).json();
    expect(ready).toEqual({ ok: true, service, checks: { database: 'ok', workers: 'ok' } });
    // The worker serves no API, only probes and metrics.
    expect((await fetch(`${worker}/api/tasks`)).status).toBe(404);
    const metrics = await (await fetch(`${worker}/metrics`)).text();
    expect(metrics).toContain('navia_process_cpu_seconds_total');
    expect(metrics).toContain('navia_queue_jobs');
  });
});
