import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { apiFetch } from '../api/api-fetch';

export type On401 = 'returnNull' | 'throw';

/**
 * spec part 1 §7: a default read is a GET of the path held in the query key (its first element; the rest only
 * tells cache entries apart). A read may opt into answering null on 401 instead of failing.
 */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const [path] = queryKey;
    if (typeof path !== 'string' || !path.startsWith('/')) {
      throw new Error(`The default query function needs an API path as the first query key element, got ${String(path)}`);
    }
    try {
      return await apiFetch<T>(path, { signal });
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/** spec part 1 §7 cache rules: never stale, no refetch on focus, no polling, no retries for reads or writes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
