import type { QueryClient } from '@tanstack/react-query';
import {
  BRAND_SETUP_PROGRESS_QUERY_KEY,
  DASHBOARD_STATS_QUERY_KEY,
  STRATEGIES_QUERY_KEY,
  TASKS_BY_TAG_QUERY_KEY,
  TASKS_QUERY_KEY,
} from '@navia/client-kit';

/**
 * spec part 2 §7: a launch refreshes strategies, tasks, dashboard stats and brand-setup progress (the first strategy
 * completes the last setup step). Completing or deleting a strategy removes tasks, so those refresh the same set.
 */
export function invalidateStrategyData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: STRATEGIES_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: TASKS_BY_TAG_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: BRAND_SETUP_PROGRESS_QUERY_KEY }),
  ]);
}
