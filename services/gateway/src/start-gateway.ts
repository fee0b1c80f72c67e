import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { QUEUE_NAMES, SERVICE_NAMES, type ServiceName } from '@navia/contracts';
import { AccessTokenVerifier, chooseJobBackend, createThrottleRedis, forwardingMark, listen, openRevokedSessions, type Database, type JobRuntime, type Logger, type PlatformConfig, type ReadinessCheck } from '@navia/service-kit';
import { createGatewayApp } from './gateway-app';
import { overHttp, unreachable, type Dispatch } from './lib/dispatch';
import { startEmbeddedServices } from './embedded';
import { planRateLimit } from './lib/plan-rate-limit';
import { queueDashboard } from './lib/queue-dashboard';
import { REMOTE_FOLDERS, RemoteManifestSource } from './lib/remote-manifest';
import { FirstScreenRenderer } from './first-screen/first-screen-renderer';
import { loadGatewaySettings } from './settings';

export interface RunningGateway {
  url: string;
  port: number;
  mode: 'proxy' | 'embedded';
  /** Where each service answers its internal (/internal) API: the configured URLs, or the embedded loopbacks. */
  serviceUrls: Partial<Record<ServiceName, string>>;
  /** The embedded services' shared database and job runtime (closed by `stop`); the proxy mode holds neither. */
  database?: Database;
  jobs?: JobRuntime;
  stop(): Promise<void>;
}

export interface GatewayStartOptions {
  /** Force a mode (over GATEWAY_MODE); by default proxy when every <SERVICE>_SERVICE_URL is set, else embedded. */
  mode?: 'proxy' | 'embedded';
  /**
   * The embedded mode's services (default: all). One left out is reached as in the proxy mode, at its
   * <SERVICE>_SERVICE_URL, or without one answers as a service that is down. Tests boot only what they walk.
   */
  services?: readonly ServiceName[];
  staticRoot?: string;
  trustProxy?: boolean;
}

/** Starts the gateway (and, in the embedded mode, every service inside it). Used by main, tests and benchmarks. */
export async function startGateway(config: PlatformConfig, log: Logger, opts: GatewayStartOptions = {}): Promise<RunningGateway> {
  // Read before anything starts, like each embedded service's own: a bad setting stops start-up with its message.
  const settings = loadGatewaySettings(config.env);
  const staticRoot = resolve(opts.staticRoot ?? config.staticRoot ?? resolve(__dirname, '../../..'));
  const missing = SERVICE_NAMES.filter((s) => !config.serviceUrls[s]);
  const mode = opts.mode ?? settings.mode ?? (missing.length === 0 ? 'proxy' : 'embedded');

  let dispatch: Record<ServiceName, Dispatch>;
  let readiness: Record<string, () => Promise<void>>;
  let stopServices = async (): Promise<void> => undefined;
  let serviceUrls: Partial<Record<ServiceName, string>> = config.serviceUrls;
  let database: Database | undefined;
  let jobs: JobRuntime | undefined;
  let tokens: AccessTokenVerifier;
  if (mode === 'proxy') {
    if (missing.length) throw new Error(`The proxy mode needs ${missing.map((s) => `${s.toUpperCase()}_SERVICE_URL`).join(', ')}`);
    if (opts.services) throw new Error('The proxy mode runs no service: `services` is for the embedded mode');
    const elsewhere = servicesElsewhere(config, SERVICE_NAMES);
    dispatch = elsewhere.dispatch as Record<ServiceName, Dispatch>;
    readiness = elsewhere.readiness;
    // The services run elsewhere: this process keeps its own copy of the revocation list (through Redis).
    const revocations = await openRevokedSessions(config, log);
    tokens = new AccessTokenVerifier(config.secrets.jwtPublicKey, revocations);
    const stopNothing = stopServices;
    stopServices = async () => {
      await stopNothing();
      await revocations.close();
    };
  } else {
    const embedded = await startEmbeddedServices(config, log, opts.services);
    const elsewhere = servicesElsewhere(config, SERVICE_NAMES.filter((s) => !embedded.dispatch[s]));
    dispatch = { ...elsewhere.dispatch, ...embedded.dispatch } as Record<ServiceName, Dispatch>;
    readiness = { ...embedded.readiness, ...elsewhere.readiness };
    stopServices = embedded.stop;
    serviceUrls = embedded.serviceUrls;
    database = embedded.database;
    jobs = embedded.jobs;
    tokens = embedded.tokens;
  }

  const redis = config.redisUrl ? createThrottleRedis(config.redisUrl, log) : undefined;
  const rateLimit = settings.planRateLimits ? planRateLimit({ tokens, redis, prefix: config.queuePrefix, log }) : undefined;
  const dashboard = queueDashboard({
    tokens,
    backend: chooseJobBackend({ backend: config.jobBackend, redisUrl: config.redisUrl }),
    redisUrl: config.redisUrl,
    prefix: config.queuePrefix,
    queues: QUEUE_NAMES,
    secureCookie: config.cookieSecure,
  });
  // Signed-in pages drawn on the server, where the checkout holds the shell's server render (an image built without
  // the apps' sources sends the pages as built).
  const renderer = settings.firstScreen && existsSync(join(staticRoot, 'shell/server/render-first-screen.tsx')) ? new FirstScreenRenderer(staticRoot, REMOTE_FOLDERS, log) : null;
  const app = createGatewayApp({
    log,
    dispatch,
    staticRoot,
    readiness,
    trustProxy: opts.trustProxy ?? settings.trustProxy,
    remoteManifest: new RemoteManifestSource(staticRoot, settings.remotes),
    metrics: { token: config.metricsToken, production: config.production },
    rateLimit,
    admin: dashboard.middleware,
    ...(renderer ? { firstScreen: renderer } : {}),
  });
  const server = await listen(app.callback(), config.port, config.host);
  renderer?.start(server.url);
  return {
    url: server.url,
    port: server.port,
    mode,
    serviceUrls,
    database,
    jobs,
    async stop() {
      await server.close();
      await renderer?.stop();
      await dashboard.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
      await stopServices();
    },
  };
}

/**
 * How the gateway reaches services this process does not run (all of them in the proxy mode, those an embedded
 * gateway leaves out): over HTTP at their configured URL, each one's /readyz part of the gateway's. One without a
 * URL answers every request as a service that is down, and has no readiness check (it is absent by choice).
 */
function servicesElsewhere(config: PlatformConfig, names: readonly ServiceName[]): { dispatch: Partial<Record<ServiceName, Dispatch>>; readiness: Record<string, ReadinessCheck> } {
  const mark = forwardingMark(config.secrets.serviceToken);
  const dispatch: Partial<Record<ServiceName, Dispatch>> = {};
  const readiness: Record<string, ReadinessCheck> = {};
  for (const name of names) {
    const url = config.serviceUrls[name];
    if (!url) {
      dispatch[name] = unreachable();
      continue;
    }
    dispatch[name] = overHttp(url, mark);
    readiness[name] = async () => {
      const res = await fetch(new URL('/readyz', url), { signal: AbortSignal.timeout(2000) });
      if (!res.ok) throw new Error(`${name} not ready (${res.status})`);
    };
  }
  return { dispatch, readiness };
}
