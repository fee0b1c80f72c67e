import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@navia/contracts';
import { parseEnv, type SettingsEnv } from '@navia/service-kit';

/** The Help button's target when SUPPORT_URL is not set. */
export const DEFAULT_SUPPORT_URL = 'https://help.navia.app/';

/** REMOTE_MF_CREATE_URL etc.: one variable per remote, moving its entry to another origin or path. */
const remoteVariable = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_URL`;

const GatewayEnv = z.object({
  // Per-plan request rates (PLANS[plan].limits.rate) on signed-in users' writes, enforced by the gateway.
  PLAN_RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  // Force a mode; unset, the gateway proxies when every <SERVICE>_SERVICE_URL is set and embeds the services otherwise.
  GATEWAY_MODE: z.enum(['proxy', 'embedded']).optional(),
  // Behind an ingress that appends X-Forwarded-For: the client address is its last entry (docs/operations.md).
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SUPPORT_URL: z.url().optional(),
  // Signed-in pages with their first screen drawn on the server (issue 16, docs/architecture.md).
  FIRST_SCREEN_RENDER: z.enum(['on', 'off']).default('on'),
  ...Object.fromEntries(REMOTE_NAMES.map((name) => [remoteVariable(name), z.string().optional()])),
});

/** What /remotes.json serves besides the built copies (lib/remote-manifest.ts). */
export interface RemoteSettings {
  /** Remotes moved elsewhere: name → entry URL (absolute, or a path on this origin). */
  entries: Partial<Record<RemoteName, string>>;
  supportUrl: string;
}

/** The gateway's own settings, read from the same environment as the platform's (PlatformConfig.env). */
export interface GatewaySettings {
  planRateLimits: boolean;
  mode?: 'proxy' | 'embedded';
  trustProxy: boolean;
  remotes: RemoteSettings;
  firstScreen: boolean;
}

export function loadGatewaySettings(env: SettingsEnv): GatewaySettings {
  const e = parseEnv(GatewayEnv, env) as z.infer<typeof GatewayEnv> & Record<string, string | undefined>;
  const entries: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const entry = e[remoteVariable(name)];
    if (entry) entries[name] = entry;
  }
  return {
    planRateLimits: e.PLAN_RATE_LIMITS === 'on',
    ...(e.GATEWAY_MODE ? { mode: e.GATEWAY_MODE } : {}),
    trustProxy: e.TRUST_PROXY === 'true',
    remotes: { entries, supportUrl: e.SUPPORT_URL ?? DEFAULT_SUPPORT_URL },
    firstScreen: e.FIRST_SCREEN_RENDER === 'on',
  };
}
