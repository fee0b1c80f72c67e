import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import { DEFAULT_RETRY, UnrecoverableJobError, type JobDefinition, type JobTarget } from './job';
import { runJob } from './perform';
import { currentRequestId } from '../request-scope';
import type { EnqueueOptions, JobCounts, JobRuntime } from './runtime';

interface InlineJob {
  id: string;
  def: JobTarget<unknown>;
  data: unknown;
  attempt: number;
  state: 'waiting' | 'active' | 'delayed' | 'completed' | 'failed';
  finishedAt?: number;
}

// Kept as long as BullMQ keeps them (bullmq-runtime.ts removeOnComplete / removeOnFail), so dedupe by id matches.
const KEEP_COMPLETED_MS = 24 * 3600 * 1000;
const KEEP_FAILED_MS = 7 * 24 * 3600 * 1000;

/**
 * Runs the same job classes inside the process, for the embedded one-process default only (no Redis, PGlite cannot
 * host BullMQ's Postgres backend). Jobs are not durable: a job running when the process stops is lost, which is why
 * production uses BullMQ. Retries, backoff, dedupe by id and unrecoverable errors behave as on BullMQ.
 */
export class InlineRuntime implements JobRuntime {
  readonly kind = 'inline' as const;
  private readonly jobs = new Map<string, InlineJob>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly handlers = new Map<string, JobDefinition<unknown>>();
  private running = 0;
  private closed = false;
  private idleWaiters: Array<() => void> = [];

  constructor(private readonly log: Logger) {}

  async enqueue<D>(def: JobTarget<D>, data: D, opts: EnqueueOptions = {}): Promise<string> {
    if (this.closed) throw new Error('Job runtime is closed');
    const payload = def.schema.parse(data);
    const id = opts.jobId ?? randomUUID();
    this.prune();
    // Like BullMQ: an id that is known (waiting, running, completed or failed and still kept) adds nothing.
    if (this.jobs.has(id)) return id;
    const job: InlineJob = { id, def, data: payload, attempt: 0, state: 'waiting' };
    this.log.info({ queue: def.queue, job: def.name, jobId: id, requestId: currentRequestId() }, 'job enqueued');
    this.jobs.set(id, job);
    this.schedule(job, opts.delayMs ?? 0);
    return id;
  }

  async startWorkers(defs: readonly JobDefinition<unknown>[]): Promise<void> {
    for (const def of defs) this.handlers.set(`${def.queue}/${def.name}`, def);
  }

  private schedule(job: InlineJob, delayMs: number) {
    job.state = delayMs > 0 ? 'delayed' : 'waiting';
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.execute(job);
    }, delayMs);
    this.timers.add(timer);
  }

  private async execute(job: InlineJob) {
    if (this.closed) return;
    // Only registered job classes run, like a BullMQ worker that only consumes the queues it was given.
    const def = this.handlers.get(`${job.def.queue}/${job.def.name}`) ?? performable(job.def);
    job.state = 'active';
    job.attempt += 1;
    this.running += 1;
    try {
      // An event enqueued by name only (a JobTarget) with no consumer registered here cannot run: fail it plainly.
      if (!def) throw new UnrecoverableJobError(`No worker consumes ${job.def.queue}/${job.def.name} in this process`);
      await runJob(def, job.data, job.id, job.attempt, this.log);
      job.state = 'completed';
      job.finishedAt = Date.now();
    } catch (err) {
      const retry = (def ?? job.def).retry ?? DEFAULT_RETRY;
      if (!(err instanceof UnrecoverableJobError) && job.attempt < retry.attempts && !this.closed) {
        this.schedule(job, retry.backoffMs * 2 ** (job.attempt - 1));
      } else {
        job.state = 'failed';
        job.finishedAt = Date.now();
      }
    } finally {
      this.running -= 1;
      this.notifyIdle();
    }
  }

  private prune() {
    const now = Date.now();
    for (const [id, job] of this.jobs) {
      if (job.finishedAt === undefined) continue;
      if (now - job.finishedAt > (job.state === 'failed' ? KEEP_FAILED_MS : KEEP_COMPLETED_MS)) this.jobs.delete(id);
    }
  }

  private notifyIdle() {
    if (this.running === 0 && this.timers.size === 0) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      waiters.forEach((w) => w());
    }
  }

  async counts(queue: string): Promise<JobCounts> {
    const c: JobCounts = { waiting: 0, active: 0, completed: 0, failed: 0, delayed: 0 };
    for (const job of this.jobs.values()) if (job.def.queue === queue) c[job.state] += 1;
    return c;
  }

  async drain(_queue?: string, timeoutMs = 10_000): Promise<void> {
    if (this.running === 0 && this.timers.size === 0) return;
    await new Promise<void>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`Inline jobs did not drain in ${timeoutMs} ms`)), timeoutMs);
      this.idleWaiters.push(() => {
        clearTimeout(t);
        resolve();
      });
    });
  }

  async close(): Promise<void> {
    // Let running jobs finish, drop what has not started (documented: not durable).
    this.closed = true;
    this.timers.forEach((t) => clearTimeout(t));
    this.timers.clear();
    const deadline = Date.now() + 10_000;
    while (this.running > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  }
}

function performable(target: JobTarget<unknown>): JobDefinition<unknown> | undefined {
  return 'perform' in target && typeof target.perform === 'function' ? (target as JobDefinition<unknown>) : undefined;
}
