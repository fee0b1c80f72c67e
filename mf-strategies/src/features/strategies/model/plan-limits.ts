import { PLANS, UNLIMITED, withinLimit, type PlanKey } from '@navia/contracts';

/** spec part 2 §9: 'Default max active strategies is 1 in the templates dialog', used while the plan is unknown. */
export const DEFAULT_MAX_ACTIVE_STRATEGIES = 1;

/** The plan's cap on active strategies (-1 = unlimited). */
export function maxActiveStrategies(planKey: PlanKey | undefined): number {
  const plan = planKey ? PLANS[planKey] : undefined;
  return plan ? plan.limits.strategies.maxActive : DEFAULT_MAX_ACTIVE_STRATEGIES;
}

/** '2/3', or '2/∞' for an unlimited plan (spec part 2 §6). */
export function formatActiveCap(active: number, max: number): string {
  return `${active}/${max === UNLIMITED ? '∞' : max}`;
}

/** True when one more active strategy would go over the plan's cap. */
export function isAtStrategyLimit(active: number, max: number): boolean {
  return !withinLimit(max, active);
}

/** The plan's display name ('Build' for basic), as 'This strategy requires a {plan} plan' names it. */
export function planDisplayName(planKey: PlanKey): string {
  return PLANS[planKey]?.name ?? planKey;
}
