import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@navia/client-kit';
import { AiActivityResponse } from '@navia/contracts';

export const AI_ACTIVITY_QUERY_KEY = ['/api/ai-activity'] as const;

/** GET /api/ai-activity (issue 18): the user's calls to AI models, read on each visit of the page. */
export function useAiActivity() {
  return useQuery({
    queryKey: AI_ACTIVITY_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch('/api/ai-activity', { schema: AiActivityResponse, signal }),
    staleTime: 0,
  });
}
