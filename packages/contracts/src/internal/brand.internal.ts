import { z } from 'zod';

/**
 * Service-to-service calls answered by brand under `/internal/...` (never routed by the gateway); callers send the
 * service token. The strategies service tells brand when a user's brand gets its first strategy, which completes
 * the last brand-setup step ('Create Your First Strategy').
 */
export const FirstStrategyResponse = z.object({ recorded: z.boolean() });
export type FirstStrategyResponse = z.infer<typeof FirstStrategyResponse>;

export const brandInternal = {
  recordFirstStrategy: {
    method: 'POST',
    path: (userId: string, brandId: string) => `/internal/users/${encodeURIComponent(userId)}/brands/${encodeURIComponent(brandId)}/first-strategy`,
    response: FirstStrategyResponse,
  },
} as const;
