import { UNLIMITED, WRITE_CEILING, countNoun, type PlanLimits } from '@navia/contracts';

export function planPrice(monthlyPrice: number | null): string {
  return monthlyPrice === null ? 'Custom pricing' : `$${monthlyPrice}/month`;
}

function count(n: number, one: string, many: string): string {
  if (n === UNLIMITED) return `Unlimited ${many}`;
  return countNoun(n, one, many);
}

function personasAndOfferings({ maxPersonas, maxOfferings }: PlanLimits['brand']): string {
  if (maxPersonas === UNLIMITED && maxOfferings === UNLIMITED) return 'Unlimited personas and offerings';
  return `${count(maxPersonas, 'persona', 'personas')} and ${count(maxOfferings, 'offering', 'offerings')}`;
}

/**
 * What the plan's `rate` governs (docs/operations.md "Rate limits"): AI generations (writing, task execution, brand
 * analysis), `perMinute` a minute with up to `burst` at once.
 */
export function aiRateLine({ perMinute, burst }: PlanLimits['rate']): string {
  if (perMinute === UNLIMITED || burst === UNLIMITED) return 'Unlimited AI generations';
  const line = `${count(perMinute, 'AI generation', 'AI generations')} a minute`;
  return burst > perMinute ? `${line} (up to ${burst.toLocaleString('en-US')} at once)` : line;
}

/** The one write ceiling every plan shares, said once under the plans. */
export const WRITE_CEILING_NOTE = `Saving your work is not metered by plan: every plan takes up to ${WRITE_CEILING.perMinute} changes a minute.`;

const listFormat = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * The main limits of a plan as short lines, derived from the same PLANS table the server enforces, so the pricing
 * page cannot promise more than the server allows.
 */
export function planLimitLines({ strategies, content, platforms, brand, storage, team, rate }: PlanLimits): string[] {
  return [
    count(strategies.maxActive, 'active strategy', 'active strategies'),
    `${count(strategies.maxPerMonth, 'strategy', 'strategies')} per month`,
    `${count(content.maxPerMonth, 'content piece', 'content pieces')} per month`,
    platforms === 'all' ? 'All platforms' : `Platforms: ${listFormat.format(platforms)}`,
    personasAndOfferings(brand),
    storage.maxTotalGb === UNLIMITED ? 'Unlimited storage' : `${storage.maxTotalGb} GB storage`,
    team.maxMembers === 0 ? 'No team members' : count(team.maxMembers, 'team member', 'team members'),
    aiRateLine(rate),
  ];
}
