import type { Redis } from 'ioredis';
import type { ServiceName } from '@navia/contracts';
import { loadConfig, type PlatformConfig } from './config';
import { createDatabase, type Database } from './db/database';
import { migrate, type Migration } from './db/migrations';
import { createJobRuntime } from './jobs/create-runtime';
import { JobOutbox, jobOutboxMigration } from './jobs/outbox';
import type { JobRuntime } from './jobs/runtime';
import { ApiTokenResolver } from './auth/api-token-resolver';
import { InternalClient } from './internal-client';
import { createLogger, type Logger } from './logger';
import { listen, onShutdown } from './http/server';
import { createThrottleRedis } from './rate-limit';
import { createServiceApp } from './http/app';
import { watchQueues } from './metrics';
import { configureService, type ConfiguredService, type ServiceDeps, type ServiceInstance, type ServiceModule } from './service-module';
import { AccessTokenVerifier } from './auth/access-token-verifier';
import { openRevokedSessions } from './auth/open-revoked-sessions';

/** Connections one process holds and hands to the services it runs. */
export interface SharedResources {
  config: PlatformConfig;
  log: Logger;
  db: Database;
  jobs: JobRuntime;
  redis?: Redis;
  /** Checks access tokens, revocations included; one per process, so the services it runs share one list. */
  tokens: AccessTokenVerifier;
  close(): Promise<void>;
}

export async function openSharedResources(config: PlatformConfig, log: Logger): Promise<SharedResources> {
  const db = await createDatabase({
    url: config.databaseUrl,
    pgliteDir: `${config.dataDir}/pglite`,
    poolMax: config.databasePoolMax,
  });
  const jobs = createJobRuntime(
    {
      backend: config.jobBackend,
      redisUrl: config.redisUrl,
      postgresUrl: config.databaseUrl,
      prefix: config.queuePrefix,
      lockMs: config.jobs.lockSeconds * 1000,
      stalledIntervalMs: config.jobs.stalledCheckSeconds * 1000,
    },
    log,
  );
  // Rate limiters count in memory when Redis is absent (or down); with Redis they are shared across instances.
  const redis = config.redisUrl ? createThrottleRedis(config.redisUrl, log) : undefined;
  const revocations = await openRevokedSessions(config, log);
  return {
    config,
    log,
    db,
    jobs,
    redis,
    tokens: new AccessTokenVerifier(config.secrets.jwtPublicKey, revocations),
    close: async () => {
      await jobs.close();
      await revocations.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
      await db.destroy();
    },
  };
}

export function internalClientFactory(config: PlatformConfig, urls: Partial<Record<ServiceName, string>>) {
  const clients = new Map<ServiceName, InternalClient>();
  return (service: ServiceName): InternalClient => {
    let client = clients.get(service);
    if (!client) {
      // Resolved per call: in the embedded process the loopback URLs are filled in after the services listen.
      client = new InternalClient({ baseUrl: () => urls[service], serviceToken: config.secrets.serviceToken });
      clients.set(service, client);
    }
    return client;
  };
}

/**
 * A service's migrations plus what every service schema gets from the platform (the job outbox). Whatever migrates
 * a schema (start-up, `npm run migrate`, the command-line tools) must use this list, or knex finds applied
 * migrations it does not know and refuses to run.
 */
export function withPlatformMigrations(migrations: readonly Migration[]): Migration[] {
  return [...migrations, jobOutboxMigration];
}

/** Migrates the service's schema and builds it over the shared resources. */
export async function bootService(
  service: ConfiguredService,
  shared: SharedResources,
  internal: ServiceDeps['internal'],
): Promise<ServiceInstance> {
  await migrate(shared.db, service.name, withPlatformMigrations(service.migrations));
  const log = shared.log.child({ service: service.name });
  const outbox = new JobOutbox(shared.db, service.name, shared.jobs, log);
  // Every service of the process shares one resolver, as they share the verifier it belongs to.
  shared.tokens.apiTokens ??= new ApiTokenResolver({ identity: internal('identity'), revocations: shared.tokens.revocations, redis: shared.redis, prefix: shared.config.queuePrefix });
  const deps: ServiceDeps = {
    config: shared.config,
    db: shared.db,
    schema: service.name,
    log,
    jobs: shared.jobs,
    outbox,
    redis: shared.redis,
    tokens: shared.tokens,
    internal,
  };
  const instance = service.create(deps);
  return {
    ...instance,
    async start() {
      await instance.start?.();
      // Hands on what an earlier process recorded but could not enqueue, then whatever a queue outage leaves. The
      // in-process runner never refuses a job, so there the relay only repairs a crash between commit and dispatch,
      // and PGlite's one connection is not worth polling every second.
      const seconds = shared.jobs.kind === 'inline' ? Math.max(30, shared.config.jobs.outboxRelaySeconds) : shared.config.jobs.outboxRelaySeconds;
      outbox.start(seconds * 1000);
    },
    async stop() {
      await outbox.stop();
      await instance.stop?.();
    },
  };
}

/**
 * Runs one service alone (its own process, as in production): migrate, then serve the API and/or consume its
 * queues according to SERVICE_ROLE. Stops cleanly on SIGTERM.
 */
export async function runStandalone(module: ServiceModule): Promise<void> {
  const config = loadConfig();
  const service = configureService(module, config.env);
  const log = createLogger(module.name);
  const shared = await openSharedResources(config, log);
  const instance = await bootService(service, shared, internalClientFactory(config, config.serviceUrls));
  const stops: Array<() => Promise<void>> = [];
  let consuming = false;
  // A worker-only process serves no API, but still answers probes and scrapes on PORT: /healthz, /readyz (database
  // reachable and its queues consumed) and /metrics, where its job counts and durations are.
  const app =
    config.role === 'worker'
      ? createServiceApp({
          name: module.name,
          log,
          routers: [],
          forwardedBy: null, // probes and scrapes only: no gateway forwards here
          readiness: {
            database: async () => void (await shared.db.raw('select 1')),
            workers: async () => {
              if (!consuming) throw new Error('workers not started yet');
            },
          },
        })
      : instance.app;
  const server = await listen(app.callback(), config.port, config.host);
  stops.push(server.close);
  log.info({ url: server.url }, config.role === 'worker' ? `${module.name} worker probes listening` : `${module.name} API listening`);
  watchQueues(shared.jobs, new Set(instance.jobs.map((j) => j.queue)));
  if (config.role !== 'api') {
    await shared.jobs.startWorkers(instance.jobs);
    consuming = true;
    log.info({ queues: [...new Set(instance.jobs.map((j) => j.queue))] }, `${module.name} workers started`);
  }
  await instance.start?.();
  onShutdown(log, async () => {
    for (const stop of stops) await stop();
    await instance.stop?.();
    await shared.close();
  });
}
