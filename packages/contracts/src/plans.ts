import { z } from 'zod';
import type { AccessTier } from './enums/marketing';
import { lazySchema } from './common/lazy-schema';

/** -1 means unlimited (spec part 1 §9). */
export const UNLIMITED = -1;

export const PLAN_KEYS = ['free', 'starter', 'basic', 'pro', 'enterprise'] as const;
export const PlanKey = lazySchema(() => z.enum(PLAN_KEYS));
export type PlanKey = z.infer<typeof PlanKey>;

/** Identity-provider plan flags, lowest to highest (spec part 1 §6). */
export const PROVIDER_PLAN_IDS = ['level_1_plan', 'level_2_plan', 'level_3_plan', 'level_4_plan'] as const;
export type ProviderPlanId = (typeof PROVIDER_PLAN_IDS)[number];

export interface PlanLimits {
  strategies: { maxActive: number; maxPerMonth: number };
  templates: { tiers: readonly AccessTier[] };
  tasks: { maxPerStrategy: number; maxActive: number; maxPerMonth: number; maxPerDay: number };
  content: { maxPerMonth: number; maxPerDay: number; maxTokensPerRequest: number };
  /** 'all', or the writing platforms by name. */
  platforms: 'all' | readonly string[];
  brand: { maxPersonas: number; maxOfferings: number; customFields: boolean; customPrompts: boolean; multipleProfiles: boolean };
  storage: { maxFiles: number; maxFileSizeMb: number; maxTotalGb: number; versioning: boolean };
  team: { maxMembers: number; guestAccess: boolean; sharedWorkspaces: boolean; reviewWorkflow: boolean };
  features: {
    basicAnalytics: boolean; dataExport: boolean; aiModelSelection: boolean; apiAccess: boolean; webhooks: boolean;
    customIntegrations: boolean; advancedAnalytics: boolean; prioritySupport: boolean; customDomain: boolean; whiteLabel: boolean;
  };
  /**
   * AI generations and automation (the routes flagged `ai` in API_ROUTES: execute-writing, task execution, brand
   * analysis): `burst` at once, then `perMinute` a minute. Ordinary writes are not counted here (WRITE_CEILING);
   * an unlimited (-1) rate leaves AI calls to that ceiling.
   */
  rate: { perMinute: number; burst: number };
}

/**
 * The one ceiling on ordinary writes (saves, ticks, key-result edits, launches), the same for every plan: a person
 * working at any speed stays far below it (a whole first day of setup is ~40 writes over minutes), while a scripted
 * flood is refused with 429 and Retry-After. It protects the service; it is not something a plan sells.
 */
export const WRITE_CEILING = { perMinute: 60 } as const;

export interface PlanDefinition {
  key: PlanKey;
  providerPlanId: ProviderPlanId | null;
  name: string;
  /** Monthly price in USD; null means custom pricing. */
  monthlyPrice: number | null;
  limits: PlanLimits;
}

const NO_FEATURES: PlanLimits['features'] = {
  basicAnalytics: false, dataExport: false, aiModelSelection: false, apiAccess: false, webhooks: false,
  customIntegrations: false, advancedAnalytics: false, prioritySupport: false, customDomain: false, whiteLabel: false,
};
const NO_TEAM: PlanLimits['team'] = { maxMembers: 0, guestAccess: false, sharedWorkspaces: false, reviewWorkflow: false };
const U = UNLIMITED;

/**
 * Plan limits as data. Paid tiers are copied from spec part 1 §9. The free tier is ours (the spec leaves it out):
 * enough to try the product end to end (one strategy from the Explore templates, a handful of drafts) and below
 * starter on every axis. See docs/architecture.md "Plans".
 */
export const PLANS: Record<PlanKey, PlanDefinition> = {
  free: {
    key: 'free', providerPlanId: null, name: 'Free', monthlyPrice: 0,
    limits: {
      strategies: { maxActive: 1, maxPerMonth: 1 },
      templates: { tiers: ['explore'] },
      tasks: { maxPerStrategy: 50, maxActive: 50, maxPerMonth: 100, maxPerDay: 1 },
      content: { maxPerMonth: 10, maxPerDay: 3, maxTokensPerRequest: 1000 },
      platforms: ['Instagram'],
      brand: { maxPersonas: 1, maxOfferings: 1, customFields: false, customPrompts: false, multipleProfiles: false },
      storage: { maxFiles: 10, maxFileSizeMb: 2, maxTotalGb: 0.1, versioning: false },
      team: NO_TEAM,
      features: NO_FEATURES,
      rate: { perMinute: 5, burst: 10 },
    },
  },
  starter: {
    key: 'starter', providerPlanId: 'level_1_plan', name: 'Explore', monthlyPrice: 19,
    limits: {
      strategies: { maxActive: 1, maxPerMonth: 3 },
      templates: { tiers: ['explore'] },
      tasks: { maxPerStrategy: U, maxActive: U, maxPerMonth: U, maxPerDay: 1 },
      content: { maxPerMonth: 30, maxPerDay: 5, maxTokensPerRequest: 2000 },
      platforms: ['Instagram', 'Facebook'],
      brand: { maxPersonas: 1, maxOfferings: 1, customFields: false, customPrompts: false, multipleProfiles: false },
      storage: { maxFiles: 25, maxFileSizeMb: 5, maxTotalGb: 0.5, versioning: false },
      team: NO_TEAM,
      features: NO_FEATURES,
      rate: { perMinute: 10, burst: 20 },
    },
  },
  basic: {
    key: 'basic', providerPlanId: 'level_2_plan', name: 'Build', monthlyPrice: 29,
    limits: {
      strategies: { maxActive: 3, maxPerMonth: 3 },
      templates: { tiers: ['explore', 'build'] },
      tasks: { maxPerStrategy: 200, maxActive: 200, maxPerMonth: 300, maxPerDay: 1 },
      content: { maxPerMonth: 1000, maxPerDay: 100, maxTokensPerRequest: 5000 },
      platforms: ['Instagram', 'Facebook', 'Email', 'Blog'],
      brand: { maxPersonas: 3, maxOfferings: 3, customFields: true, customPrompts: true, multipleProfiles: false },
      storage: { maxFiles: 500, maxFileSizeMb: 25, maxTotalGb: 10, versioning: true },
      team: { ...NO_TEAM, guestAccess: true },
      features: { ...NO_FEATURES, basicAnalytics: true, dataExport: true },
      rate: { perMinute: 50, burst: 100 },
    },
  },
  pro: {
    key: 'pro', providerPlanId: 'level_3_plan', name: 'Grow', monthlyPrice: 99,
    limits: {
      strategies: { maxActive: 25, maxPerMonth: 100 },
      templates: { tiers: ['explore', 'build', 'grow'] },
      tasks: { maxPerStrategy: 100, maxActive: 500, maxPerMonth: 1000, maxPerDay: 100 },
      content: { maxPerMonth: 5000, maxPerDay: 500, maxTokensPerRequest: 10000 },
      platforms: 'all',
      brand: { maxPersonas: 3, maxOfferings: 5, customFields: true, customPrompts: true, multipleProfiles: true },
      storage: { maxFiles: 2000, maxFileSizeMb: 100, maxTotalGb: 50, versioning: true },
      team: { maxMembers: 10, guestAccess: true, sharedWorkspaces: true, reviewWorkflow: true },
      features: {
        basicAnalytics: true, dataExport: true, aiModelSelection: true, apiAccess: true, webhooks: true,
        customIntegrations: true, advancedAnalytics: true, prioritySupport: true, customDomain: true, whiteLabel: false,
      },
      rate: { perMinute: 100, burst: 200 },
    },
  },
  enterprise: {
    key: 'enterprise', providerPlanId: 'level_4_plan', name: 'Enterprise', monthlyPrice: null,
    limits: {
      strategies: { maxActive: U, maxPerMonth: U },
      templates: { tiers: ['explore', 'build', 'grow'] },
      tasks: { maxPerStrategy: U, maxActive: U, maxPerMonth: U, maxPerDay: U },
      content: { maxPerMonth: U, maxPerDay: U, maxTokensPerRequest: U },
      platforms: 'all',
      brand: { maxPersonas: U, maxOfferings: U, customFields: true, customPrompts: true, multipleProfiles: true },
      storage: { maxFiles: U, maxFileSizeMb: U, maxTotalGb: U, versioning: true },
      team: { maxMembers: U, guestAccess: true, sharedWorkspaces: true, reviewWorkflow: true },
      features: {
        basicAnalytics: true, dataExport: true, aiModelSelection: true, apiAccess: true, webhooks: true,
        customIntegrations: true, advancedAnalytics: true, prioritySupport: true, customDomain: true, whiteLabel: true,
      },
      rate: { perMinute: U, burst: U },
    },
  },
};

/** Paid plans in the order the pricing page shows them. */
export const PAID_PLAN_KEYS = ['starter', 'basic', 'pro', 'enterprise'] as const satisfies readonly PlanKey[];

/** Spec part 1 §6: the highest held of level_4…level_1 wins; none held is free. */
export function planFromProviderIds(held: readonly string[]): PlanKey {
  for (const id of [...PROVIDER_PLAN_IDS].reverse()) {
    if (held.includes(id)) return (Object.values(PLANS).find((p) => p.providerPlanId === id) as PlanDefinition).key;
  }
  return 'free';
}

/** The plan whose limits apply to a token's plan claim; a key from before a plan was renamed falls back to free. */
export function planOf(plan: unknown): PlanDefinition {
  const parsed = PlanKey.safeParse(plan);
  return PLANS[parsed.success ? parsed.data : 'free'];
}

/** True when `count` more items fit under `limit` (-1 = unlimited). */
export function withinLimit(limit: number, count: number): boolean {
  return limit === UNLIMITED || count < limit;
}

export const PlanSummary = lazySchema(() => z.object({ key: PlanKey, name: z.string() }));
export type PlanSummary = z.infer<typeof PlanSummary>;
export function planSummary(key: PlanKey): PlanSummary {
  return { key, name: PLANS[key].name };
}

/** The cheapest plan with a feature (an upgrade message's target); null when no plan has it. */
export function lowestPlanWith(feature: keyof PlanLimits['features']): PlanKey | null {
  return PLAN_KEYS.find((key) => PLANS[key].limits.features[feature]) ?? null;
}
