import IORedis, { type Redis } from 'ioredis';
import type { ServiceName } from '@navia/contracts';
import { loadConfig, type PlatformConfig } from './config';
import { createDatabase, type Database } from './db/database';
import { migrate } from './db/migrations';
import { createJobRuntime } from './jobs/create-runtime';
import type { JobRuntime } from './jobs/runtime';
import { InternalClient } from './internal-client';
import { createLogger, type Logger } from './logger';
import { listen, onShutdown } from './http/server';
import { watchQueues } from './metrics';
import type { ServiceDeps, ServiceInstance, ServiceModule } from './service-module';

/** Connections one process holds and hands to the services it runs. */
export interface SharedResources {
  config: PlatformConfig;
  log: Logger;
  db: Database;
  jobs: JobRuntime;
  redis?: Redis;
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
  // Rate limiters fail open to memory when Redis is absent; with Redis they are shared across instances.
  const redis = config.redisUrl ? new IORedis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) : undefined;
  return {
    config,
    log,
    db,
    jobs,
    redis,
    close: async () => {
      await jobs.close();
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

/** Migrates the module's schema and builds it over the shared resources. */
export async function bootService(
  module: ServiceModule,
  shared: SharedResources,
  internal: ServiceDeps['internal'],
): Promise<ServiceInstance> {
  await migrate(shared.db, module.name, module.migrations);
  const deps: ServiceDeps = {
    config: shared.config,
    db: shared.db,
    schema: module.name,
    log: shared.log.child({ service: module.name }),
    jobs: shared.jobs,
    redis: shared.redis,
    internal,
  };
  return module.create(deps);
}

/**
 * Runs one service alone (its own process, as in production): migrate, then serve the API and/or consume its
 * queues according to SERVICE_ROLE. Stops cleanly on SIGTERM.
 */
export async function runStandalone(module: ServiceModule): Promise<void> {
  const config = loadConfig();
  const log = createLogger(module.name);
  const shared = await openSharedResources(config, log);
  const instance = await bootService(module, shared, internalClientFactory(config, config.serviceUrls));
  const stops: Array<() => Promise<void>> = [];
  if (config.role !== 'worker') {
    const server = await listen(instance.app.callback(), config.port, config.host);
    stops.push(server.close);
    log.info({ url: server.url }, `${module.name} API listening`);
  }
  watchQueues(shared.jobs, new Set(instance.jobs.map((j) => j.queue)));
  if (config.role !== 'api') {
    await shared.jobs.startWorkers(instance.jobs);
    log.info({ queues: [...new Set(instance.jobs.map((j) => j.queue))] }, `${module.name} workers started`);
  }
  await instance.start?.();
  onShutdown(log, async () => {
    for (const stop of stops) await stop();
    await instance.stop?.();
    await shared.close();
  });
}
