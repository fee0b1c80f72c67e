import { StrategyDetailsResponse } from '../strategies/strategy.schema';

/**
 * Service-to-service calls answered by strategies under `/internal/...` (never routed by the gateway); callers send
 * the service token. The content service writes a task's draft for its strategy's persona and offering.
 */
export const strategiesInternal = {
  /** A user's strategy with its objectives and the persona and offering chosen at launch; 404 for another user's. */
  strategyDetails: {
    method: 'GET',
    path: (userId: string, strategyId: string) => `/internal/users/${encodeURIComponent(userId)}/strategies/${encodeURIComponent(strategyId)}`,
    response: StrategyDetailsResponse,
  },
} as const;
