import { resolve } from 'node:path';
import { z } from 'zod';
import { SERVICE_NAMES, type ServiceName } from '@navia/contracts';
import { isProduction, parseEnv, readEnv, type SettingsEnv } from './env-settings';
import { loadOrCreateSecrets, pemFromEnv, type Secrets } from './secrets';

// Platform settings only: what every service or the process that runs them needs. A service's own settings (its
// analyzer, writer, news source, throttles, billing) are declared next to it, in services/<name>/src/settings.ts,
// and read from the same environment (PlatformConfig.env).
const Env = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().positive().default(10),
  REDIS_URL: z.string().optional(),
  JOB_BACKEND: z.enum(['redis', 'postgres', 'inline']).optional(),
  // Namespaces every Redis key (queues, rate limits) so deployments and test runs can share one Redis.
  QUEUE_PREFIX: z.string().default('navia'),
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_PUBLIC_KEY: z.string().optional(),
  SERVICE_TOKEN: z.string().min(16).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  COOKIE_SECURE: z.enum(['true', 'false', 'auto']).default('auto'),
  BODY_LIMIT: z.string().default('100kb'),
  SERVICE_ROLE: z.enum(['api', 'worker', 'all']).default('all'),
  STATIC_ROOT: z.string().optional(),
  LOG_LEVEL: z.string().optional(),
  // BullMQ worker locks: a worker that dies mid-job loses its lock after JOB_LOCK_SECONDS, and the job is picked up
  // again by the next stalled-job check (every JOB_STALLED_CHECK_SECONDS). BullMQ's defaults are 30 s each.
  JOB_LOCK_SECONDS: z.coerce.number().positive().max(3600).default(30),
  JOB_STALLED_CHECK_SECONDS: z.coerce.number().positive().max(3600).default(30),
  // How often each service hands on jobs its outbox holds (recorded with a write while the queue was unreachable).
  JOB_OUTBOX_RELAY_SECONDS: z.coerce.number().positive().max(300).default(1),
  // /metrics: a bearer token Prometheus presents; without it /metrics is open outside production and not served in it.
  METRICS_TOKEN: z.string().min(16).optional(),
});

export interface PlatformConfig {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolMax: number;
  redisUrl?: string;
  jobBackend?: 'redis' | 'postgres' | 'inline';
  queuePrefix: string;
  secrets: Secrets;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  cookieSecure: 'auto' | boolean;
  bodyLimit: string;
  role: 'api' | 'worker' | 'all';
  /** Where each service answers when services run apart (gateway proxy mode and internal calls). */
  serviceUrls: Partial<Record<ServiceName, string>>;
  staticRoot?: string;
  jobs: { lockSeconds: number; stalledCheckSeconds: number; outboxRelaySeconds: number };
  /** Bearer token for /metrics (see METRICS_TOKEN). */
  metricsToken?: string;
  /** The environment this was read from: each service reads its own settings from it (`ServiceModule.loadSettings`). */
  env: SettingsEnv;
}

/**
 * Reads configuration from the environment once. In production (NODE_ENV=production) secrets must be given;
 * elsewhere they are generated on first start and kept under DATA_DIR so restarts keep sessions valid.
 */
export function loadConfig(given: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const env = readEnv(given);
  const e = parseEnv(Env, env);
  const production = isProduction(env);
  const dataDir = resolve(e.DATA_DIR);
  const keys = { jwtPrivateKey: pemFromEnv(e.JWT_PRIVATE_KEY), jwtPublicKey: pemFromEnv(e.JWT_PUBLIC_KEY), serviceToken: e.SERVICE_TOKEN };
  let secrets: Secrets;
  if (keys.jwtPublicKey && keys.serviceToken) {
    secrets = { jwtPrivateKey: keys.jwtPrivateKey ?? '', jwtPublicKey: keys.jwtPublicKey, serviceToken: keys.serviceToken };
  } else if (production) {
    throw new Error('JWT_PUBLIC_KEY and SERVICE_TOKEN (and JWT_PRIVATE_KEY for identity) are required when NODE_ENV=production');
  } else {
    secrets = loadOrCreateSecrets(resolve(dataDir, 'secrets.json'));
  }
  const serviceUrls: Partial<Record<ServiceName, string>> = {};
  for (const name of SERVICE_NAMES) {
    const url = env[`${name.toUpperCase()}_SERVICE_URL`];
    if (url) serviceUrls[name] = url;
  }
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    redisUrl: e.REDIS_URL,
    jobBackend: e.JOB_BACKEND,
    queuePrefix: e.QUEUE_PREFIX,
    secrets,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    bodyLimit: e.BODY_LIMIT,
    role: e.SERVICE_ROLE,
    serviceUrls,
    staticRoot: e.STATIC_ROOT,
    jobs: { lockSeconds: e.JOB_LOCK_SECONDS, stalledCheckSeconds: e.JOB_STALLED_CHECK_SECONDS, outboxRelaySeconds: e.JOB_OUTBOX_RELAY_SECONDS },
    metricsToken: e.METRICS_TOKEN,
    env,
  };
}
