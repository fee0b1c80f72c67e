import type { z } from 'zod';

/**
 * The environment settings are read from, as `loadConfig` kept it (empty variables dropped). The platform
 * configuration carries it (`PlatformConfig.env`) so that each service reads its own settings (`settings.ts` next
 * to the service) from the very environment the platform's were read from: `process.env` in a process, the
 * overrides a test gave `testConfig`.
 */
export type SettingsEnv = Readonly<Record<string, string>>;

/** An empty variable means unset (`DATABASE_URL= npm start` gets the embedded database), as in most tools. */
export function readEnv(env: NodeJS.ProcessEnv): SettingsEnv {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
}

/** Parses settings with their schema; the first problem stops start-up, named by its variable. */
export function parseEnv<Schema extends z.ZodType>(schema: Schema, env: SettingsEnv): z.output<Schema> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

/** NODE_ENV=production: the rules that keep a deployment safe (required secrets, refused test switches) apply. */
export function isProduction(env: SettingsEnv): boolean {
  return env.NODE_ENV === 'production';
}
