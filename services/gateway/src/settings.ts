import { z } from 'zod';
import { parseEnv, type SettingsEnv } from '@navia/service-kit';

const GatewayEnv = z.object({
  // Per-plan request rates (PLANS[plan].limits.rate) on signed-in users' writes, enforced by the gateway.
  PLAN_RATE_LIMITS: z.enum(['on', 'off']).default('on'),
});

/** The gateway's own settings (GATEWAY_MODE and TRUST_PROXY are the process's start options, read in main.ts). */
export interface GatewaySettings {
  planRateLimits: boolean;
}

export function loadGatewaySettings(env: SettingsEnv): GatewaySettings {
  const e = parseEnv(GatewayEnv, env);
  return { planRateLimits: e.PLAN_RATE_LIMITS === 'on' };
}
