import type { JobDefinition, JobTarget } from './job';

export type JobBackendKind = 'redis' | 'postgres' | 'inline';

export interface EnqueueOptions {
  /** Deduplicates: a second enqueue with the same id while the first exists adds nothing. */
  jobId?: string;
  delayMs?: number;
}

export interface JobCounts {
  waiting: number;
  active: number;
  completed: number;
  failed: number;
  delayed: number;
}

/** What services see of the queue, whichever backend runs it. */
export interface JobRuntime {
  readonly kind: JobBackendKind;
  enqueue<D>(def: JobTarget<D>, data: D, opts?: EnqueueOptions): Promise<string>;
  /** Starts consuming the given jobs' queues in this process (the worker role). */
  startWorkers(defs: readonly JobDefinition<unknown>[], opts?: { concurrency?: number }): Promise<void>;
  counts(queue: string): Promise<JobCounts>;
  /** Waits until nothing is waiting or running on `queue` (tests and graceful shutdown). */
  drain?(queue: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}
