import { z } from 'zod';
import { PlanKey } from '../plans';
import { lazySchema } from '../common/lazy-schema';

/**
 * Personal API tokens (issue 19 item 4, Grow and above): a token acts as its user on every public route, with its
 * scopes, under the plan's request rate. The token is shown once; only its SHA-256 is stored.
 */
export const API_TOKEN_PREFIX = 'navia_pat_';
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export const ApiTokenScope = lazySchema(() => z.enum(API_TOKEN_SCOPES));
export type ApiTokenScope = z.infer<typeof ApiTokenScope>;
/** Tokens a user may hold at once (revoke one to make another). */
export const MAX_API_TOKENS = 20;
export const API_TOKEN_NAME_MAX = 80;

export const CreateApiTokenBody = lazySchema(() => z.object({
  name: z.string().trim().min(1, 'name: Give the token a name').max(API_TOKEN_NAME_MAX),
  scopes: z
    .array(ApiTokenScope, { error: 'scopes: Choose read, write or both' })
    .min(1, 'scopes: Choose read, write or both')
    .max(API_TOKEN_SCOPES.length)
    .refine((s) => new Set(s).size === s.length, 'scopes: Name each scope once'),
}));
export type CreateApiTokenBody = z.infer<typeof CreateApiTokenBody>;

export const ApiTokenSummary = lazySchema(() => z.object({
  id: z.string().uuid(),
  name: z.string(),
  scopes: z.array(ApiTokenScope),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** The token's first characters (`navia_pat_Ab3x…`), to tell tokens apart; never enough to use one. */
  hint: z.string(),
}));
export type ApiTokenSummary = z.infer<typeof ApiTokenSummary>;

/** POST /api/api-tokens: the token itself, this once. */
export const CreateApiTokenResponse = lazySchema(() => z.object({ token: z.string().startsWith(API_TOKEN_PREFIX), apiToken: ApiTokenSummary }));
export type CreateApiTokenResponse = z.infer<typeof CreateApiTokenResponse>;

/** GET /api/api-tokens: every plan may list and revoke (after a downgrade too); creating needs `requiredPlan`. */
export const ApiTokensResponse = lazySchema(() => z.object({ tokens: z.array(ApiTokenSummary), canCreate: z.boolean(), requiredPlan: PlanKey.nullable() }));
export type ApiTokensResponse = z.infer<typeof ApiTokensResponse>;

export const ApiTokenIdParams = lazySchema(() => z.object({ id: z.string().uuid('Must be a token id') }));
export const RevokeApiTokenResponse = lazySchema(() => z.object({ success: z.literal(true), id: z.string().uuid() }));
export type RevokeApiTokenResponse = z.infer<typeof RevokeApiTokenResponse>;

/** What identity answers a service that was shown a token (`POST /internal/api-tokens/resolve`). */
export const ResolveApiTokenBody = lazySchema(() => z.object({ token: z.string().max(200) }));
export const ResolvedApiToken = lazySchema(() => z.object({
  userId: z.string().uuid(),
  tokenId: z.string().uuid(),
  scopes: z.array(ApiTokenScope),
  plan: PlanKey,
  timeZone: z.string(),
}));
export type ResolvedApiToken = z.infer<typeof ResolvedApiToken>;

/** The session id a token's requests carry, and what identity revokes when the token is: `pat:<id>`. */
export const apiTokenSessionId = (tokenId: string) => `pat:${tokenId}`;

export const apiTokensInternal = {
  resolve: { method: 'POST', path: () => '/internal/api-tokens/resolve', body: ResolveApiTokenBody, response: ResolvedApiToken },
} as const;
