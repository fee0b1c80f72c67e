import { PLANS, TIER_REQUIRED_PLAN, type PlanKey, type StrategyTemplate, type StrategyTemplateView } from '@navia/contracts';

/** A template as the signed-in user sees it: the plan its tier needs, and whether theirs includes it. */
export function presentTemplate(template: StrategyTemplate, plan: PlanKey): StrategyTemplateView {
  const tiers: readonly string[] = PLANS[plan].limits.templates.tiers;
  return { ...template, requiredPlan: TIER_REQUIRED_PLAN[template.accessTier], isLocked: !tiers.includes(template.accessTier) };
}
