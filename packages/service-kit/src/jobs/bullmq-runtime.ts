import { Queue, UnrecoverableError, Worker, withBackend, createPostgresBackend, type Job } from 'bullmq';
import IORedis, { type Redis } from 'ioredis';
import type { Logger } from '../logger';
import { DEFAULT_RETRY, UnrecoverableJobError, type JobDefinition, type JobTarget } from './job';
import { runJob } from './perform';
import { currentRequestId } from '../request-scope';
import { serviceUnavailable } from '../http/errors';
import { throttledRedisWarning } from '../redis-errors';
import type { EnqueueOptions, JobCounts, JobRuntime } from './runtime';

type AnyQueue = { add: Queue['add']; getJobCounts: Queue['getJobCounts']; close(): Promise<void>; name: string };
type AnyWorker = { close(): Promise<void>; on: Worker['on'] };

interface Factory {
  /** How long a producer call (add, counts) may wait before the caller is told the queue is unavailable. */
  callTimeoutMs: number;
  queue(name: string): AnyQueue;
  worker(name: string, processor: (job: Job) => Promise<unknown>, concurrency: number): AnyWorker;
  close(): Promise<void>;
}

export interface WorkerLockOptions {
  lockMs?: number;
  stalledIntervalMs?: number;
}

/**
 * How long a producer call (add, counts) may wait on Redis before the caller is told the queue is unavailable: a
 * request must answer while Redis is down, and Redis answers in a millisecond when it is up.
 */
export const QUEUE_CALL_TIMEOUT_MS = 2000;

/**
 * The same bound on BullMQ's PostgreSQL backend. Its queue's first call opens a pool and checks (on a new schema,
 * creates) the schema under an advisory lock that a starting worker or a second service may hold: under load that
 * took longer than 2 s (a 503 on a healthy system, CI 2026-11-27). The database is the service's own, so a server
 * that is down fails the call at once (connection refused) rather than at this bound.
 */
export const POSTGRES_QUEUE_CALL_TIMEOUT_MS = 15_000;

/** The queue could not be reached in time: callers answer 503 (or keep the job in their outbox for later). */
export const queueUnavailable = () => serviceUnavailable('The job queue is unavailable right now, try again shortly');

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Redis within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function redisFactory(url: string, prefix: string, log: Logger, lock: WorkerLockOptions = {}): Factory {
  const connections: Redis[] = [];
  const warn = throttledRedisWarning(log, 'redis connection error');
  const conn = (producer: boolean) => {
    // Workers need maxRetriesPerRequest null (BullMQ requirement) and simply resume when Redis is back. Producers
    // fail fast instead (no offline queue): a request must answer while Redis is down, not wait for it.
    const c = new IORedis(url, producer ? { maxRetriesPerRequest: 1, enableOfflineQueue: false } : { maxRetriesPerRequest: null });
    c.on('error', warn);
    connections.push(c);
    return c;
  };
  const shared = conn(true);
  return {
    callTimeoutMs: QUEUE_CALL_TIMEOUT_MS,
    queue: (name) => {
      const q = new Queue(name, { connection: shared, prefix });
      q.on('error', () => undefined); // the connection's own listener above reports it
      return q;
    },
    worker: (name, processor, concurrency) =>
      new Worker(name, processor, {
        connection: conn(false),
        prefix,
        concurrency,
        ...(lock.lockMs ? { lockDuration: lock.lockMs } : {}),
        ...(lock.stalledIntervalMs ? { stalledInterval: lock.stalledIntervalMs } : {}),
      }),
    // ioredis instances we created ourselves must be closed, or the process never exits (stack notes).
    close: async () => {
      await Promise.all(connections.map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}

function postgresFactory(connectionString: string, schema: string): Factory {
  const { Queue: PgQueue, Worker: PgWorker } = withBackend(createPostgresBackend);
  const connection = { connectionString, schema, migrate: true };
  return {
    callTimeoutMs: POSTGRES_QUEUE_CALL_TIMEOUT_MS,
    queue: (name) => new PgQueue(name, { connection }) as unknown as AnyQueue,
    worker: (name, processor, concurrency) => new PgWorker(name, processor, { connection, concurrency }) as unknown as AnyWorker,
    close: async () => undefined,
  };
}

/** BullMQ on Redis (production default) or on PostgreSQL (deployments without Redis): same Queue/Worker API. */
export class BullmqRuntime implements JobRuntime {
  private readonly queues = new Map<string, AnyQueue>();
  private readonly workers: AnyWorker[] = [];
  private readonly defs = new Map<string, JobDefinition<unknown>>();

  private constructor(
    readonly kind: 'redis' | 'postgres',
    private readonly factory: Factory,
    private readonly log: Logger,
  ) {}

  static redis(url: string, log: Logger, prefix = 'navia', lock: WorkerLockOptions = {}): BullmqRuntime {
    return new BullmqRuntime('redis', redisFactory(url, prefix, log, lock), log);
  }

  static postgres(connectionString: string, log: Logger, schema = 'bullmq'): BullmqRuntime {
    return new BullmqRuntime('postgres', postgresFactory(connectionString, schema), log);
  }

  private queue(name: string): AnyQueue {
    let q = this.queues.get(name);
    if (!q) {
      q = this.factory.queue(name);
      this.queues.set(name, q);
    }
    return q;
  }

  async enqueue<D>(def: JobTarget<D>, data: D, opts: EnqueueOptions = {}): Promise<string> {
    const payload = def.schema.parse(data);
    const retry = def.retry ?? DEFAULT_RETRY;
    const adding = this.queue(def.queue).add(def.name, payload, {
      jobId: opts.jobId,
      delay: opts.delayMs,
      attempts: retry.attempts,
      backoff: { type: 'exponential', delay: retry.backoffMs },
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
    let job: Awaited<typeof adding>;
    try {
      job = await withDeadline(adding, this.factory.callTimeoutMs);
    } catch (err) {
      adding.catch(() => undefined); // a late answer (or failure) after the deadline has no one left to hear it
      this.log.warn({ err: (err as Error).message, queue: def.queue, job: def.name, jobId: opts.jobId }, 'could not enqueue');
      throw queueUnavailable();
    }
    // Job data holds ids only, so the request that enqueued it is tied to it here, in the log.
    this.log.info({ queue: def.queue, job: def.name, jobId: String(job.id), requestId: currentRequestId() }, 'job enqueued');
    return String(job.id);
  }

  async startWorkers(defs: readonly JobDefinition<unknown>[], opts: { concurrency?: number } = {}): Promise<void> {
    const byQueue = new Map<string, Map<string, JobDefinition<unknown>>>();
    for (const def of defs) {
      this.defs.set(`${def.queue}/${def.name}`, def);
      if (!byQueue.has(def.queue)) byQueue.set(def.queue, new Map());
      byQueue.get(def.queue)!.set(def.name, def);
    }
    for (const [queueName, handlers] of byQueue) {
      const worker = this.factory.worker(
        queueName,
        async (job) => {
          const def = handlers.get(job.name);
          if (!def) throw new UnrecoverableError(`No handler for ${queueName}/${job.name}`);
          try {
            return await runJob(def, job.data, String(job.id), job.attemptsMade + 1, this.log);
          } catch (err) {
            // Our own marker becomes BullMQ's, so the job fails at once instead of burning its retries.
            if (err instanceof UnrecoverableJobError) throw new UnrecoverableError(err.message);
            throw err;
          }
        },
        opts.concurrency ?? 4,
      );
      worker.on('error', (err) => this.log.error({ err, queue: queueName }, 'worker error'));
      this.workers.push(worker);
    }
  }

  async counts(queue: string): Promise<JobCounts> {
    const c = await withDeadline(this.queue(queue).getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed'), this.factory.callTimeoutMs);
    return { waiting: c.waiting ?? 0, active: c.active ?? 0, completed: c.completed ?? 0, failed: c.failed ?? 0, delayed: c.delayed ?? 0 };
  }

  async drain(queue: string, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const c = await this.counts(queue);
      if (c.waiting + c.active + c.delayed === 0) return;
      if (Date.now() > deadline) throw new Error(`Queue ${queue} did not drain in ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Workers finish their current job first (graceful), then queues and connections close. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    await this.factory.close();
  }
}
