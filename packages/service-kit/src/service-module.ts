import type Koa from 'koa';
import type { Redis } from 'ioredis';
import type { ServiceName } from '@navia/contracts';
import type { PlatformConfig } from './config';
import type { Database } from './db/database';
import type { Migration } from './db/migrations';
import type { JobDefinition } from './jobs/job';
import type { JobOutbox } from './jobs/outbox';
import type { JobRuntime } from './jobs/runtime';
import type { InternalClient } from './internal-client';
import type { Logger } from './logger';
import type { AccessTokenVerifier } from './auth/access-token-verifier';

/** Everything a service is handed at start; nothing is reached through globals. */
export interface ServiceDeps {
  config: PlatformConfig;
  db: Database;
  /** The service's own Postgres schema; repositories qualify every table with it. */
  schema: string;
  log: Logger;
  jobs: JobRuntime;
  /** Jobs that follow from a write, recorded in the write's transaction and handed to `jobs` after the commit. */
  outbox: JobOutbox;
  /** Shared Redis connection for rate limits and caches, when the deployment has Redis. */
  redis?: Redis;
  /** Verifies access tokens (signature, expiry, revocations): hand it to `auth()`. */
  tokens: AccessTokenVerifier;
  /** Typed clients for the other services' internal APIs. */
  internal: (service: ServiceName) => InternalClient;
}

export interface ServiceInstance {
  app: Koa;
  /** Jobs this service's workers consume. */
  jobs: readonly JobDefinition<unknown>[];
  /** Work to start after the API is up (e.g. scheduling maintenance jobs). */
  start?(): Promise<void>;
  stop?(): Promise<void>;
}

/** What each `services/<area>` exports: its name, its migrations, and how to build it from deps. */
export interface ServiceModule {
  name: ServiceName;
  migrations: readonly Migration[];
  create(deps: ServiceDeps): ServiceInstance;
}
