import { queryOptions } from '@tanstack/react-query';
import { RecentStrategyCreationResponse, StrategiesResponse } from '@navia/contracts';
import { apiFetch } from '../api/api-fetch';
import { RECENT_STRATEGY_CREATION_PATH, strategiesPath } from '../api/call-paths';
import { STRATEGIES_QUERY_KEY } from '../query/query-keys';

// Here rather than in a remote: the shell starts these calls for /strategies (and the strategies list for /tasks)
// while the remote's code loads, under the keys the remotes read.

/** Under STRATEGIES_QUERY_KEY, so a task status change or a launch refreshes it with every other strategies entry. */
export const strategiesQueryKey = (brandId: string | null) => [...STRATEGIES_QUERY_KEY, brandId] as const;

/** GET /api/strategies?brandId= (spec part 2 §7); without a brand id the server uses the default brand. */
export function fetchStrategies(brandId: string | null, signal?: AbortSignal): Promise<StrategiesResponse> {
  return apiFetch(strategiesPath(brandId), { schema: StrategiesResponse, signal });
}

export function strategiesQuery(brandId: string | null) {
  return queryOptions({ queryKey: strategiesQueryKey(brandId), queryFn: ({ signal }) => fetchStrategies(brandId, signal) });
}

export const RECENT_STRATEGY_CREATION_QUERY_KEY = [RECENT_STRATEGY_CREATION_PATH] as const;
/** spec part 2 §9: the recent-creation poll runs every 2000 ms. */
export const RECENT_CREATION_POLL_MS = 2000;

/**
 * GET /api/recent-strategy-creation: polled, refetched on window focus, never retried (spec part 2 §7). An answer
 * counts as fresh for one poll interval: the poll reads it again then anyway, and the one the shell started while
 * the strategies code loaded is not asked again the moment the page mounts.
 */
export function recentStrategyCreationQuery() {
  return queryOptions({
    queryKey: RECENT_STRATEGY_CREATION_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch(RECENT_STRATEGY_CREATION_PATH, { schema: RecentStrategyCreationResponse, signal }),
    staleTime: RECENT_CREATION_POLL_MS,
    refetchInterval: RECENT_CREATION_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
}
