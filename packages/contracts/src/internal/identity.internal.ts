import { z } from 'zod';
import { PublicMetadata } from '../auth/auth.schema';
import { lazySchema } from '../common/lazy-schema';

/**
 * Service-to-service calls answered by identity under `/internal/...` (never routed by the gateway).
 * Callers authenticate with the service token.
 */
export const UpdatePublicMetadataBody = lazySchema(() => z.object({ patch: PublicMetadata.partial() }));
export type UpdatePublicMetadataBody = z.infer<typeof UpdatePublicMetadataBody>;
export const UpdatePublicMetadataResponse = lazySchema(() => z.object({ publicMetadata: PublicMetadata }));
export type UpdatePublicMetadataResponse = z.infer<typeof UpdatePublicMetadataResponse>;

export const InternalUserResponse = lazySchema(() => z.object({
  id: z.string().uuid(),
  plan: z.string(),
  publicMetadata: PublicMetadata,
}));
export type InternalUserResponse = z.infer<typeof InternalUserResponse>;

export const identityInternal = {
  updatePublicMetadata: {
    method: 'POST',
    path: (userId: string) => `/internal/users/${encodeURIComponent(userId)}/public-metadata`,
    body: UpdatePublicMetadataBody,
    response: UpdatePublicMetadataResponse,
  },
  getUser: {
    method: 'GET',
    path: (userId: string) => `/internal/users/${encodeURIComponent(userId)}`,
    response: InternalUserResponse,
  },
} as const;

export const SERVICE_TOKEN_HEADER = 'x-navia-service-token';
export const REQUEST_ID_HEADER = 'x-request-id';
