import { resolve } from 'node:path';
import { z } from 'zod';
import { SERVICE_NAMES, type ServiceName } from '@navia/contracts';
import { loadOrCreateSecrets, pemFromEnv, type Secrets } from './secrets';

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
  // Real billing (Stripe checkout + webhooks) is not built yet; when it is, it joins this list.
  BILLING_PROVIDER: z.enum(['test-mode', 'none']).default('test-mode'),
  BODY_LIMIT: z.string().default('100kb'),
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  SIGN_IN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(50),
  SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  SIGN_UP_MAX_PER_IP: z.coerce.number().int().positive().default(20),
  SIGN_UP_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  SERVICE_ROLE: z.enum(['api', 'worker', 'all']).default('all'),
  STATIC_ROOT: z.string().optional(),
  LOG_LEVEL: z.string().optional(),
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
  billingProvider: 'test-mode' | 'none';
  bodyLimit: string;
  throttle: { signInFailuresPerAccount: number; signInFailuresPerIp: number; signInWindowSeconds: number; signUpPerIp: number; signUpWindowSeconds: number };
  role: 'api' | 'worker' | 'all';
  /** Where each service answers when services run apart (gateway proxy mode and internal calls). */
  serviceUrls: Partial<Record<ServiceName, string>>;
  staticRoot?: string;
}

/**
 * Reads configuration from the environment once. In production (NODE_ENV=production) secrets must be given;
 * elsewhere they are generated on first start and kept under DATA_DIR so restarts keep sessions valid.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  // An empty variable means unset (`DATABASE_URL= npm start` gets the embedded database), as in most tools.
  env = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = resolve(e.DATA_DIR);
  const given = { jwtPrivateKey: pemFromEnv(e.JWT_PRIVATE_KEY), jwtPublicKey: pemFromEnv(e.JWT_PUBLIC_KEY), serviceToken: e.SERVICE_TOKEN };
  let secrets: Secrets;
  if (given.jwtPublicKey && given.serviceToken) {
    secrets = { jwtPrivateKey: given.jwtPrivateKey ?? '', jwtPublicKey: given.jwtPublicKey, serviceToken: given.serviceToken };
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
    billingProvider: e.BILLING_PROVIDER,
    bodyLimit: e.BODY_LIMIT,
    throttle: {
      signInFailuresPerAccount: e.SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
      signInFailuresPerIp: e.SIGN_IN_MAX_FAILURES_PER_IP,
      signInWindowSeconds: e.SIGN_IN_WINDOW_SECONDS,
      signUpPerIp: e.SIGN_UP_MAX_PER_IP,
      signUpWindowSeconds: e.SIGN_UP_WINDOW_SECONDS,
    },
    role: e.SERVICE_ROLE,
    serviceUrls,
    staticRoot: e.STATIC_ROOT,
  };
}
