import { countNoun, strategyDurationDays, strategySlug, type StrategyListItem } from '@navia/contracts';

/** spec part 2 §2.1: the card's Avg. Daily Time is fixed. */
export const CARD_DAILY_TIME = '5 Minutes';

/** spec part 2 §2.1: View Tasks opens the tasks screen filtered to this strategy. */
export function viewTasksPath(name: string): string {
  return `/tasks?filter=strategy-${strategySlug(name)}`;
}

/** spec part 2 §2.1: hidden when every task is done (and there is at least one), or when the strategy is completed. */
export function showsViewTasks(strategy: Pick<StrategyListItem, 'status' | 'completedTasks' | 'totalTasks'>): boolean {
  if (strategy.status === 'completed') return false;
  return !(strategy.totalTasks > 0 && strategy.completedTasks === strategy.totalTasks);
}

/** spec part 2 §2.1: days between creation and deadline, else 7. */
export function durationLabel(strategy: Pick<StrategyListItem, 'createdAt' | 'deadline'>): string {
  return countNoun(strategyDurationDays(strategy.createdAt, strategy.deadline), 'day');
}

export type StrategyTab = 'all' | 'active' | 'completed';

export const STRATEGY_TABS: readonly { key: StrategyTab; label: string }[] = [
  { key: 'all', label: 'All Strategies' },
  { key: 'active', label: 'Active' },
  { key: 'completed', label: 'Completed' },
];
