import type { StrategyTemplateView } from '@navia/contracts';
import type { GoalType, PlatformType } from './guide-options';

export interface TemplateFilters {
  goal: GoalType | 'all';
  platform: PlatformType | 'all';
}

export const NO_FILTERS: TemplateFilters = { goal: 'all', platform: 'all' };

/** spec part 2 §2.3: All Goals plus the four goals. */
export const GOAL_FILTER_OPTIONS: readonly { value: TemplateFilters['goal']; label: string }[] = [
  { value: 'all', label: 'All Goals' },
  { value: 'grow_audience', label: 'Grow Audience' },
  { value: 'conversion', label: 'Leads & Sales' },
  { value: 'consistency', label: 'Consistency' },
  { value: 'launch', label: 'Launch' },
];

/** spec part 2 §2.3: All Platforms, Instagram, Facebook, LinkedIn, Email. */
export const PLATFORM_FILTER_OPTIONS: readonly { value: TemplateFilters['platform']; label: string }[] = [
  { value: 'all', label: 'All Platforms' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'email', label: 'Email' },
];

/** A template whose goal or platform is 'all' fits every choice of that filter (spec part 2 §3 "either may be all"). */
export function matchesFilters(template: Pick<StrategyTemplateView, 'metadata'>, filters: TemplateFilters): boolean {
  const { goalType, platform } = template.metadata;
  const goalOk = filters.goal === 'all' || goalType === 'all' || goalType === filters.goal;
  const platformOk = filters.platform === 'all' || platform === 'all' || platform === filters.platform;
  return goalOk && platformOk;
}

export function isFiltered(filters: TemplateFilters): boolean {
  return filters.goal !== 'all' || filters.platform !== 'all';
}
