import { PLANS, lowestPlanWith, type PlanKey, type PlanLimits } from '@navia/contracts';
import { planLimitReached } from '@navia/service-kit';

type Feature = keyof PlanLimits['features'];

export const hasFeature = (plan: PlanKey, feature: Feature) => PLANS[plan].limits.features[feature];

/** The 403 for a feature the plan lacks, naming the plan that unlocks it: `${sentence} the Grow plan or above`. */
export function featureRefusal(feature: Feature, sentence: string) {
  const plan = lowestPlanWith(feature);
  return planLimitReached(`${sentence} the ${plan ? PLANS[plan].name : 'a higher'} plan or above`);
}

/** What a settings list answers about making more: whether the plan may, else the plan that unlocks it. */
export function featureAccess(plan: PlanKey, feature: Feature): { canCreate: boolean; requiredPlan: PlanKey | null } {
  const canCreate = hasFeature(plan, feature);
  return { canCreate, requiredPlan: canCreate ? null : lowestPlanWith(feature) };
}
