import { useAuthStore } from '@navia/client-kit';
import type { StrategyListItem } from '@navia/contracts';
import { isAtStrategyLimit, maxActiveStrategies } from '../model/plan-limits';

export interface StrategyLimits {
  active: number;
  /** -1 = unlimited. */
  max: number;
  atLimit: boolean;
}

/** The active count against the signed-in user's plan cap (spec part 2 §2.1 header, §2.3 banner and buttons). */
export function useStrategyLimits(strategies: readonly StrategyListItem[] | undefined): StrategyLimits {
  const planKey = useAuthStore((s) => s.user?.plan.key);
  const max = maxActiveStrategies(planKey);
  const active = (strategies ?? []).filter((s) => s.status === 'active').length;
  return { active, max, atLimit: isAtStrategyLimit(active, max) };
}
