import { useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@navia/client-kit';
import { StrategyTemplatesResponse } from '@navia/contracts';
import { STRATEGY_TEMPLATES_QUERY_KEY } from './query-keys';

async function fetchStrategyTemplates(signal?: AbortSignal): Promise<StrategyTemplatesResponse> {
  try {
    return await apiFetch('/api/strategy-templates', { schema: StrategyTemplatesResponse, signal });
  } catch (cause) {
    // spec part 2 §8 catalogue text.
    if (isApiError(cause)) throw new Error(`Failed to fetch strategy templates: ${cause.status}`, { cause });
    throw cause;
  }
}

/** GET /api/strategy-templates, only while the templates dialog is open (spec part 2 §7). */
export function useStrategyTemplates(open: boolean) {
  return useQuery({
    queryKey: STRATEGY_TEMPLATES_QUERY_KEY,
    queryFn: ({ signal }) => fetchStrategyTemplates(signal),
    select: (data) => data.templates,
    enabled: open,
  });
}
