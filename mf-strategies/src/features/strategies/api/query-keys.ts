import { STRATEGIES_QUERY_KEY, TASKS_BY_TAG_QUERY_KEY } from '@navia/client-kit';

// Defined in client-kit with the queries the shell prefetches.
export { RECENT_STRATEGY_CREATION_QUERY_KEY, strategiesQueryKey } from '@navia/client-kit';

/**
 * The strategies area's cache keys. Each starts with its call's path (client-kit convention); the details live
 * under the strategies prefix so invalidating the list after a save or a task change refreshes an open dialog too.
 */
export const strategyDetailsQueryKey = (id: string) => [...STRATEGIES_QUERY_KEY, 'details', id] as const;
export const STRATEGY_TEMPLATES_QUERY_KEY = ['/api/strategy-templates'] as const;
export const tasksByTagQueryKey = (tag: string, strategyId: string) => [...TASKS_BY_TAG_QUERY_KEY, tag, strategyId] as const;

/** Mutations a strategy card watches to show its 'Updating...' overlay (spec part 2 §2.1). */
export const UPDATE_STRATEGY_MUTATION_KEY = ['update-strategy'] as const;
export const UPDATE_STRATEGY_STATUS_MUTATION_KEY = ['update-strategy-status'] as const;
