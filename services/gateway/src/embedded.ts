import { SERVICE_NAMES, type ServiceName } from '@navia/contracts';
import { bootService, configureService, forwardingMark, internalClientFactory, listen, openSharedResources, unwatchQueues, watchQueues, type AccessTokenVerifier, type Database, type JobRuntime, type Logger, type PlatformConfig, type ServiceInstance, type StartedServer } from '@navia/service-kit';
import { inProcess, type Dispatch } from './lib/dispatch';
import { ALL_SERVICES } from './services';

export interface EmbeddedServices {
  /** The services this process runs, by name (start-gateway.ts reaches the others as the proxy mode does). */
  dispatch: Partial<Record<ServiceName, Dispatch>>;
  /** Every queue a service of this process consumes (the queue dashboard lists them). */
  queues: string[];
  readiness: Record<string, () => Promise<void>>;
  /** Where service-to-service calls go: each running service's loopback listener, a left-out one's configured URL. */
  serviceUrls: Partial<Record<ServiceName, string>>;
  /**
   * The one database every service of this process shares (each in its own schema). On PGlite it is the only
   * connection there is, so whatever else in this process must read it (tests asserting rows) goes through it.
   */
  database: Database;
  /** The job runtime the services of this process enqueue on and consume (BullMQ, or the in-process runner). */
  jobs: JobRuntime;
  /** The token verifier (and revocation list) the services of this process share; the gateway's checks use it too. */
  tokens: AccessTokenVerifier;
  stop(): Promise<void>;
}

/**
 * The one-process arrangement (`npm start`): every service and its workers in this process over one database.
 * The gateway calls services' handlers directly; service-to-service calls still go over HTTP, to loopback-only
 * listeners, so the internal API is exercised exactly as when services run apart.
 *
 * `services` narrows it to some of them (tests of one service boot only what that service calls): only their
 * migrations, routes, workers and listeners. Internal calls to a service left out go to its <SERVICE>_SERVICE_URL
 * when one is set, and otherwise fail as calls to a service that is down (503 service_unavailable).
 */
export async function startEmbeddedServices(config: PlatformConfig, log: Logger, services: readonly ServiceName[] = SERVICE_NAMES): Promise<EmbeddedServices> {
  // Every booted service's own settings first: a bad one stops start-up with its message before anything opens.
  const configured = ALL_SERVICES.filter((m) => services.includes(m.name)).map((module) => configureService(module, config.env));
  const shared = await openSharedResources(config, log);
  const urls: Partial<Record<ServiceName, string>> = {};
  for (const name of SERVICE_NAMES) if (!services.includes(name) && config.serviceUrls[name]) urls[name] = config.serviceUrls[name];
  const internal = internalClientFactory(config, urls);
  const dispatch: Partial<Record<ServiceName, Dispatch>> = {};
  const instances: ServiceInstance[] = [];
  const loopbacks: StartedServer[] = [];

  for (const service of configured) {
    const instance = await bootService(service, shared, internal);
    const handler = instance.app.callback();
    const loopback = await listen(handler, 0, '127.0.0.1');
    urls[service.name] = loopback.url;
    dispatch[service.name] = inProcess(handler, forwardingMark(config.secrets.serviceToken));
    instances.push(instance);
    loopbacks.push(loopback);
  }
  watchQueues(shared.jobs, new Set(instances.flatMap((i) => i.jobs.map((j) => j.queue))));
  if (config.role !== 'api') await shared.jobs.startWorkers(instances.flatMap((i) => i.jobs));
  for (const instance of instances) await instance.start?.();
  log.info({ jobs: shared.jobs.kind, database: config.databaseUrl ? 'postgres' : 'pglite' }, 'services started');

  return {
    dispatch,
    queues: [...new Set(instances.flatMap((i) => i.jobs.map((j) => j.queue)))],
    readiness: { database: async () => void (await shared.db.raw('select 1')) },
    serviceUrls: urls,
    database: shared.db,
    jobs: shared.jobs,
    tokens: shared.tokens,
    async stop() {
      for (const instance of instances) await instance.stop?.();
      await Promise.all(loopbacks.map((l) => l.close()));
      unwatchQueues(shared.jobs);
      await shared.close();
    },
  };
}
