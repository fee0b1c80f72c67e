import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@navia/client-kit';
import { ApiTokensResponse, CreateApiTokenResponse, RevokeApiTokenResponse, type CreateApiTokenBody } from '@navia/contracts';

export const API_TOKENS_QUERY_KEY = ['api-tokens'] as const;

/** GET /api/api-tokens: the user's tokens (never the tokens themselves) and whether the plan lets them make one. */
export function useApiTokens() {
  return useQuery({ queryKey: API_TOKENS_QUERY_KEY, queryFn: () => apiFetch('/api/api-tokens', { schema: ApiTokensResponse }) });
}

/** POST /api/api-tokens: answers the token this once; the list is read again. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenBody) => apiFetch('/api/api-tokens', { method: 'POST', body, schema: CreateApiTokenResponse }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY }),
  });
}

/** DELETE /api/api-tokens/{id}: the token stops working at once. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/api-tokens/${encodeURIComponent(id)}`, { method: 'DELETE', schema: RevokeApiTokenResponse }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY }),
  });
}
