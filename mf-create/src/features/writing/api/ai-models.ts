import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { aiModelsQuery, apiFetch } from '@navia/client-kit';
import { AiModelsResponse } from '@navia/contracts';
import { AI_MODELS_QUERY_KEY } from './query-keys';

/** GET /api/ai/models (client-kit's aiModelsQuery, which the shell prefetches for /create). */
export function useAiModels() {
  return useQuery(aiModelsQuery());
}

/** PUT /api/ai/model: the user's choice (Grow and above), or null for the server's default. */
export function useSelectAiModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (model: string | null) => apiFetch('/api/ai/model', { method: 'PUT', body: { model }, schema: AiModelsResponse }),
    onSuccess: (answer) => queryClient.setQueryData(AI_MODELS_QUERY_KEY, answer),
  });
}
