import { resolve } from 'node:path';
import { QUEUE_NAMES, SERVICE_NAMES, type ServiceName } from '@navia/contracts';
import { AccessTokenVerifier, chooseJobBackend, createThrottleRedis, forwardingMark, listen, openRevokedSessions, type Database, type JobRuntime, type Logger, type PlatformConfig } from '@navia/service-kit';
import { createGatewayApp } from './gateway-app';
import { overHttp, type Dispatch } from './lib/dispatch';
import { startEmbeddedServices } from './embedded';
import { planRateLimit } from './lib/plan-rate-limit';
import { queueDashboard } from './lib/queue-dashboard';
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
  /** Force a mode; by default proxy when every <SERVICE>_SERVICE_URL is set, else embedded. */
  mode?: 'proxy' | 'embedded';
  staticRoot?: string;
  trustProxy?: boolean;
}

/** Starts the gateway (and, in the embedded mode, every service inside it). Used by main, tests and benchmarks. */
export async function startGateway(config: PlatformConfig, log: Logger, opts: GatewayStartOptions = {}): Promise<RunningGateway> {
  // Read before anything starts, like each embedded service's own: a bad setting stops start-up with its message.
  const settings = loadGatewaySettings(config.env);
  const staticRoot = resolve(opts.staticRoot ?? config.staticRoot ?? resolve(__dirname, '../../..'));
  const missing = SERVICE_NAMES.filter((s) => !config.serviceUrls[s]);
  const mode = opts.mode ?? (missing.length === 0 ? 'proxy' : 'embedded');

  let dispatch: Record<ServiceName, Dispatch>;
  let readiness: Record<string, () => Promise<void>>;
  let stopServices = async (): Promise<void> => undefined;
  let serviceUrls: Partial<Record<ServiceName, string>> = config.serviceUrls;
  let database: Database | undefined;
  let jobs: JobRuntime | undefined;
  let tokens: AccessTokenVerifier;
  if (mode === 'proxy') {
    if (missing.length) throw new Error(`The proxy mode needs ${missing.map((s) => `${s.toUpperCase()}_SERVICE_URL`).join(', ')}`);
    const urls = config.serviceUrls as Record<ServiceName, string>;
    dispatch = Object.fromEntries(SERVICE_NAMES.map((s) => [s, overHttp(urls[s], forwardingMark(config.secrets.serviceToken))])) as Record<ServiceName, Dispatch>;
    readiness = Object.fromEntries(
      SERVICE_NAMES.map((s) => [
        s,
        async () => {
          const res = await fetch(new URL('/readyz', urls[s]), { signal: AbortSignal.timeout(2000) });
          if (!res.ok) throw new Error(`${s} not ready (${res.status})`);
        },
      ]),
    );
    // The services run elsewhere: this process keeps its own copy of the revocation list (through Redis).
    const revocations = await openRevokedSessions(config, log);
    tokens = new AccessTokenVerifier(config.secrets.jwtPublicKey, revocations);
    const stopNothing = stopServices;
    stopServices = async () => {
      await stopNothing();
      await revocations.close();
    };
  } else {
    const embedded = await startEmbeddedServices(config, log);
    dispatch = embedded.dispatch;
    readiness = embedded.readiness;
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
  const app = createGatewayApp({
    log,
    dispatch,
    staticRoot,
    readiness,
    trustProxy: opts.trustProxy,
    metrics: { token: config.metricsToken, production: config.production },
    rateLimit,
    admin: dashboard.middleware,
  });
  const server = await listen(app.callback(), config.port, config.host);
  return {
    url: server.url,
    port: server.port,
    mode,
    serviceUrls,
    database,
    jobs,
    async stop() {
      await server.close();
      await dashboard.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
      await stopServices();
    },
  };
}
