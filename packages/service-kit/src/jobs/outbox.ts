import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { Migration } from '../db/migrations';
import type { Logger } from '../logger';
import { outboxPending } from '../metrics';
import { DEFAULT_RETRY, type JobTarget } from './job';
import type { JobRuntime } from './runtime';

const TABLE = 'job_outbox';

/** Every service gets this table in its own schema (bootService adds the migration). */
export const jobOutboxMigration: Migration = {
  name: '20261125090000_create-job-outbox',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasTable(TABLE)) return;
    await db.schema.withSchema(schema).createTable(TABLE, (t) => {
      t.uuid('id').primary();
      t.text('queue').notNullable();
      t.text('name').notNullable();
      t.jsonb('payload').notNullable();
      t.text('job_id').notNullable();
      t.integer('delay_ms').nullable();
      t.integer('attempts').notNullable();
      t.integer('backoff_ms').notNullable();
      t.integer('tries').notNullable().defaultTo(0);
      t.text('last_error').nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['created_at']);
    });
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists(TABLE);
  },
};

interface OutboxRow {
  id: string;
  queue: string;
  name: string;
  payload: unknown;
  job_id: string;
  delay_ms: number | null;
  attempts: number;
  backoff_ms: number;
}

// Rows were validated against their job's schema when they were written; the relay hands them on unchanged.
const ALREADY_VALIDATED = z.unknown();

/**
 * A transactional outbox (the "no acknowledged write is lost" half of issue 8): a job that follows from a write is
 * recorded in the same transaction as the write, so it exists exactly when the write does. It is then handed to the
 * queue at once (`dispatch`), and whatever could not be handed on (Redis down, process killed between commit and
 * enqueue) is handed on by the relay loop when the queue is back. Every row carries a job id, so a row handed on
 * twice (dispatch and relay racing, or a delete lost after the push) is one job: BullMQ adds nothing for a known id.
 */
export class JobOutbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Knex,
    private readonly schema: string,
    private readonly jobs: JobRuntime,
    private readonly log: Logger,
  ) {}

  private table(executor: Knex | Knex.Transaction = this.db) {
    return executor(TABLE).withSchema(this.schema);
  }

  /** Records a job inside the caller's transaction (or alone, given the plain connection); answers its row id. */
  async add<D>(executor: Knex | Knex.Transaction, target: JobTarget<D>, data: D, opts: { jobId?: string; delayMs?: number } = {}): Promise<string> {
    const payload = target.schema.parse(data);
    const retry = target.retry ?? DEFAULT_RETRY;
    const id = randomUUID();
    await this.table(executor).insert({
      id,
      queue: target.queue,
      name: target.name,
      payload: JSON.stringify(payload),
      job_id: opts.jobId ?? id,
      delay_ms: opts.delayMs ?? null,
      attempts: retry.attempts,
      backoff_ms: retry.backoffMs,
    });
    return id;
  }

  /**
   * Hands these rows to the queue now (call it after the commit). Never throws: a row the queue did not take stays
   * for the relay, and the write it belongs to has already been acknowledged.
   */
  async dispatch(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const rows = (await this.table().whereIn('id', ids)) as OutboxRow[];
    await this.handOn(rows);
  }

  /** One relay pass over rows older than `minAgeMs` (younger ones are still being dispatched by their request). */
  async relay(minAgeMs = 1000, limit = 100): Promise<number> {
    const rows = (await this.table()
      .where('created_at', '<', new Date(Date.now() - minAgeMs))
      .orderBy('created_at')
      .limit(limit)) as OutboxRow[];
    if (rows.length === 0) {
      // The usual case: one cheap query per pass, no count.
      outboxPending.set({ schema: this.schema }, 0);
      return 0;
    }
    const sent = await this.handOn(rows);
    const [{ count }] = (await this.table().count({ count: '*' })) as Array<{ count: string | number }>;
    outboxPending.set({ schema: this.schema }, Number(count));
    return sent;
  }

  /** Relays now (what an earlier process left) and then every `intervalMs` until stop(); passes never overlap. */
  start(intervalMs = 1000): void {
    if (this.timer) return;
    const pass = () => {
      if (this.running) return;
      this.running = this.relay()
        .then(() => undefined)
        .catch((err: unknown) => this.log.warn({ err }, 'outbox relay pass failed'))
        .finally(() => (this.running = undefined));
    };
    this.timer = setInterval(pass, intervalMs);
    this.timer.unref();
    pass();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Pushes rows in order and deletes each once the queue has it; stops at the first refusal (the queue is down). */
  private async handOn(rows: OutboxRow[]): Promise<number> {
    let sent = 0;
    for (const row of rows) {
      const target: JobTarget<unknown> = { queue: row.queue, name: row.name, schema: ALREADY_VALIDATED, retry: { attempts: row.attempts, backoffMs: row.backoff_ms } };
      try {
        await this.jobs.enqueue(target, row.payload, { jobId: row.job_id, ...(row.delay_ms ? { delayMs: row.delay_ms } : {}) });
      } catch (err) {
        const reason = (err as Error).message.slice(0, 500);
        await this.table().where({ id: row.id }).update({ tries: this.db.raw('tries + 1'), last_error: reason }).catch(() => undefined);
        this.log.warn({ queue: row.queue, job: row.name, jobId: row.job_id, reason }, 'job kept in the outbox until the queue is back');
        return sent;
      }
      await this.table().where({ id: row.id }).delete();
      sent += 1;
    }
    return sent;
  }
}
