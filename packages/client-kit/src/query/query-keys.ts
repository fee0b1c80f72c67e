import { STRATEGIES_PATH, TASKS_PATH } from '../api/call-paths';

/**
 * Query keys more than one remote reads or invalidates: completing a task (tasks remote) refreshes the strategies
 * list (strategies remote) and the dashboard stats, launching a strategy refreshes the tasks. Each key is the call's
 * path; a brand-scoped list adds the brand id as a second item, so invalidating the path alone covers every brand.
 */
export const STRATEGIES_QUERY_KEY = [STRATEGIES_PATH] as const;
export const TASKS_QUERY_KEY = [TASKS_PATH] as const;
export const DASHBOARD_STATS_QUERY_KEY = ['/api/dashboard/stats'] as const;
/** Prefix of `['/api/tasks/by-tag', tag, strategyId]`, the task key results' progress. */
export const TASKS_BY_TAG_QUERY_KEY = ['/api/tasks/by-tag'] as const;
