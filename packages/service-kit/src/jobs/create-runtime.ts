import type { Logger } from '../logger';
import { BullmqRuntime } from './bullmq-runtime';
import { InlineRuntime } from './inline-runtime';
import type { JobBackendKind, JobRuntime } from './runtime';

export interface JobRuntimeConfig {
  /** Explicit choice; when absent: redis if a Redis URL is set, else inline. */
  backend?: JobBackendKind;
  redisUrl?: string;
  /** Connection string of a real PostgreSQL server for BullMQ's Postgres backend. */
  postgresUrl?: string;
  prefix?: string;
  /** BullMQ worker lock and stalled-job check (a dead worker's job is retried once its lock lapses). */
  lockMs?: number;
  stalledIntervalMs?: number;
}

export function chooseJobBackend(config: JobRuntimeConfig): JobBackendKind {
  if (config.backend) return config.backend;
  return config.redisUrl ? 'redis' : 'inline';
}

export function createJobRuntime(config: JobRuntimeConfig, log: Logger): JobRuntime {
  const kind = chooseJobBackend(config);
  switch (kind) {
    case 'redis':
      if (!config.redisUrl) throw new Error('JOB_BACKEND=redis needs REDIS_URL');
      return BullmqRuntime.redis(config.redisUrl, log, config.prefix, { lockMs: config.lockMs, stalledIntervalMs: config.stalledIntervalMs });
    case 'postgres':
      if (!config.postgresUrl) throw new Error('JOB_BACKEND=postgres needs DATABASE_URL (a PostgreSQL server; PGlite cannot host it)');
      return BullmqRuntime.postgres(config.postgresUrl, log, config.prefix ? `${config.prefix}_bullmq` : 'bullmq');
    case 'inline':
      return new InlineRuntime(log);
  }
}
