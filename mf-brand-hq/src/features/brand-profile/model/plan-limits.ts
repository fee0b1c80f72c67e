import { useAuthStore } from '@navia/client-kit';
import { PLANS, UNLIMITED, withinLimit } from '@navia/contracts';

export interface BrandPlanLimits {
  maxOfferings: number;
  maxPersonas: number;
}

/** spec part 2 §6: the user's plan caps offerings and personas (-1 is unlimited). */
export function useBrandPlanLimits(): BrandPlanLimits {
  const planKey = useAuthStore((s) => s.user?.plan.key);
  const { maxOfferings, maxPersonas } = (PLANS[planKey ?? 'free'] ?? PLANS.free).limits.brand;
  return { maxOfferings, maxPersonas };
}

/** 'count/max', with the infinity sign for an unlimited plan. */
export function formatCap(count: number, max: number): string {
  return `${count}/${max === UNLIMITED ? '∞' : max}`;
}

/** True while one more item fits under the cap. */
export function canAddMore(count: number, max: number): boolean {
  return withinLimit(max, count);
}
