import type { StrategyTemplateView } from '@navia/contracts';
import { planDisplayName } from './plan-limits';

/** What a template card's button does (spec part 2 §2.3 "Per-card button", §4 "Launch flow"). */
export type TemplateAction =
  | { kind: 'complete-setup'; label: 'Complete Your Brand Setup to Start' }
  | { kind: 'upgrade'; label: 'Upgrade to Launch'; note: string }
  | { kind: 'launch'; label: 'Launch this Strategy' };

export interface TemplateActionContext {
  /** Brand setup (without the strategy step) is at 100 percent. */
  setupComplete: boolean;
  /** The active strategies are at the plan's cap. */
  atLimit: boolean;
}

/** The rules in the spec's order: setup first, then the template's tier, then the plan's cap. */
export function templateAction(template: Pick<StrategyTemplateView, 'isLocked' | 'requiredPlan'>, context: TemplateActionContext): TemplateAction {
  if (!context.setupComplete) return { kind: 'complete-setup', label: 'Complete Your Brand Setup to Start' };
  if (template.isLocked) {
    return { kind: 'upgrade', label: 'Upgrade to Launch', note: `This strategy requires a ${planDisplayName(template.requiredPlan)} plan` };
  }
  if (context.atLimit) return { kind: 'upgrade', label: 'Upgrade to Launch', note: 'Upgrade your plan to launch more strategies' };
  return { kind: 'launch', label: 'Launch this Strategy' };
}

/** spec part 2 §2.3: the access tier badge. */
export const ACCESS_TIER_BADGES = {
  explore: { label: 'Explore', color: 'green' },
  build: { label: 'Build', color: 'blue' },
  grow: { label: 'Grow', color: 'purple' },
} as const;
