import type Koa from 'koa';
import type { Redis } from 'ioredis';
import type { ServiceName } from '@navia/contracts';
import type { PlatformConfig } from './config';
import type { SettingsEnv } from './env-settings';
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

/**
 * What each `services/<area>` exports: its name, its migrations, how it reads its own settings and how to build it
 * from deps and those settings.
 */
// `ServiceModule` alone (Settings unknown) is any service: what the composition root and the tools list.
export interface ServiceModule<Settings = unknown> {
  name: ServiceName;
  migrations: readonly Migration[];
  /**
   * The service's own settings (`settings.ts` next to it) from the environment the platform configuration was read
   * from; throws on a bad one. Start-up reads them before it opens anything (`configureService`), so a bad
   * setting stops it at once with its message. A service with none of its own says `noSettings`.
   */
  loadSettings(env: SettingsEnv): Settings;
  create(deps: ServiceDeps, settings: Settings): ServiceInstance;
}

/** `loadSettings` of a service that needs only the platform's settings. */
export function noSettings(): undefined {
  return undefined;
}

/** A module with its own settings read: what `bootService` builds once the shared resources are open. */
export interface ConfiguredService {
  name: ServiceName;
  migrations: readonly Migration[];
  create(deps: ServiceDeps): ServiceInstance;
}

/**
 * Reads the module's own settings now, so that a bad one stops start-up before a connection opens; the service is
 * built with them later.
 */
export function configureService<Settings>(module: ServiceModule<Settings>, env: SettingsEnv): ConfiguredService {
  const settings = module.loadSettings(env);
  return { name: module.name, migrations: module.migrations, create: (deps) => module.create(deps, settings) };
}
