import type { z } from 'zod';
import type { Logger } from '../logger';

/** Thrown by a job that a retry cannot fix (missing record, invalid data): it fails at once with its reason. */
export class UnrecoverableJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnrecoverableError';
  }
}

export interface JobContext {
  jobId: string;
  attempt: number;
  log: Logger;
}

export interface RetryOptions {
  attempts: number;
  /** First backoff in ms, doubled each retry. */
  backoffMs: number;
}

/**
 * A job class (Outline's BaseTask): the queue it runs on (`<area>.<purpose>`), a schema for its payload (ids only,
 * validated again on arrival), its retry options, and `perform`, which must be safe to run twice.
 */
export interface JobDefinition<D = unknown> {
  queue: string;
  name: string;
  schema: z.ZodType<D>;
  retry?: RetryOptions;
  perform(data: D, ctx: JobContext): Promise<unknown>;
}

/**
 * What a producer needs to enqueue a job: its queue, name, payload schema and retry options, without `perform`.
 * A domain event is a JobTarget declared in `packages/contracts` and performed by the consuming service, so the
 * producer never imports the consumer's code.
 */
export type JobTarget<D = unknown> = Pick<JobDefinition<D>, 'queue' | 'name' | 'schema' | 'retry'>;

export const DEFAULT_RETRY: RetryOptions = { attempts: 5, backoffMs: 1000 };

export function defineJob<D>(def: JobDefinition<D>): JobDefinition<D> {
  return def;
}
