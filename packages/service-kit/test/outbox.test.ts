import knex, { type Knex } from 'knex';
import { z } from 'zod';
import { AppError } from '../src/http/errors';
import { BullmqRuntime } from '../src/jobs/bullmq-runtime';
import { defineJob } from '../src/jobs/job';
import { JobOutbox, jobOutboxMigration } from '../src/jobs/outbox';
import { createLogger } from '../src/logger';
import { createTestDatabase, startOwnRedis, type OwnRedis, type TestDatabase } from '../src/testing';

jest.setTimeout(40_000);

const log = createLogger('outbox-test', 'silent');
const SCHEMA = 'outbox_test';

let database: TestDatabase;
let db: Knex;
let redis: OwnRedis;
let jobs: BullmqRuntime;
let outbox: JobOutbox;
const performed: string[] = [];

const noted = defineJob({
  queue: 'test.outbox',
  name: 'noted',
  schema: z.object({ note: z.string() }),
  retry: { attempts: 3, backoffMs: 100 },
  async perform(data) {
    performed.push(data.note);
  },
});

const rows = () => db(`${SCHEMA}.job_outbox`).select('*');
/** ioredis reconnects on its own schedule (up to 2 s apart): wait until the queue answers again. */
const queueBack = () => until(() => jobs.counts('test.outbox').then(() => true, () => false));
const until = async (check: () => Promise<boolean> | boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

beforeAll(async () => {
  database = await createTestDatabase('navia_outbox');
  db = knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 4 } });
  await db.raw('create schema ??', [SCHEMA]);
  await jobOutboxMigration.up(db, SCHEMA);
  await db.schema.withSchema(SCHEMA).createTable('notes', (t) => t.text('note').primary());
  redis = await startOwnRedis();
  jobs = BullmqRuntime.redis(redis.url, log, 'outbox');
  outbox = new JobOutbox(db, SCHEMA, jobs, log);
  await jobs.startWorkers([noted as never]);
});

afterAll(async () => {
  await outbox?.stop();
  await jobs?.close();
  await redis?.close();
  await db?.destroy();
  await database?.drop();
});

/** A write and the job that follows from it, as a service command does it. */
async function writeNote(note: string, fail = false): Promise<void> {
  const ids: string[] = [];
  await db.transaction(async (trx) => {
    await trx(`${SCHEMA}.notes`).insert({ note });
    ids.push(await outbox.add(trx, noted, { note }, { jobId: `note-${note}` }));
    if (fail) throw new Error('rolled back');
  });
  await outbox.dispatch(ids);
}

describe('job outbox (real PostgreSQL, own redis-server)', () => {
  it('a rolled-back write leaves no job behind', async () => {
    await expect(writeNote('never', true)).rejects.toThrow('rolled back');
    expect(await rows()).toHaveLength(0);
    expect((await jobs.counts('test.outbox')).waiting).toBe(0);
  });

  it('a committed write has its job handed to the queue and performed, and its row removed', async () => {
    await writeNote('first');
    expect(await rows()).toHaveLength(0);
    await until(() => performed.includes('first'));
  });

  it('rejects a payload its job does not accept before anything is written', async () => {
    await expect(db.transaction((trx) => outbox.add(trx, noted, { note: 42 } as never))).rejects.toThrow();
    expect(await rows()).toHaveLength(0);
  });

  it('while Redis is down: a direct enqueue answers 503 at once, an outbox write is acknowledged and kept, and the relay hands it on after the restart', async () => {
    await redis.kill();

    const started = Date.now();
    const direct = await jobs.enqueue(noted, { note: 'direct' }).catch((err: unknown) => err);
    expect(direct).toBeInstanceOf(AppError);
    expect((direct as AppError).status).toBe(503);
    expect((direct as AppError).message).toBe('The job queue is unavailable right now, try again shortly');
    expect(Date.now() - started).toBeLessThan(3000);

    await writeNote('during-outage');
    const kept = await rows();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ job_id: 'note-during-outage', tries: 1 });
    expect(kept[0].last_error).toMatch(/unavailable/);
    expect(await db(`${SCHEMA}.notes`).where({ note: 'during-outage' })).toHaveLength(1);

    await redis.restart();
    // The relay skips rows younger than its minimum age (their request may still be dispatching them).
    await until(async () => (await outbox.relay(0)) === 1 || (await rows()).length === 0);
    expect(await rows()).toHaveLength(0);
    // The worker started before the outage reconnects by itself and performs it.
    await until(() => performed.includes('during-outage'));
  });

  it('hands a row on once even when dispatch and the relay both send it', async () => {
    await redis.kill();
    await writeNote('twice');
    await redis.restart();
    await queueBack();
    const [row] = await rows();
    await Promise.all([outbox.dispatch([row.id]), outbox.relay(0), outbox.dispatch([row.id])]);
    await until(() => performed.includes('twice'));
    await new Promise((r) => setTimeout(r, 500));
    expect(performed.filter((n) => n === 'twice')).toHaveLength(1);
    expect(await rows()).toHaveLength(0);
  });

  it('relays on its own once started', async () => {
    await redis.kill();
    await writeNote('by-the-loop');
    await redis.restart();
    outbox.start(100);
    await until(() => performed.includes('by-the-loop'));
    await outbox.stop();
    expect(await rows()).toHaveLength(0);
  });
});
