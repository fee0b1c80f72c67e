import { useQuery } from '@tanstack/react-query';
import { NewsResponse } from '@navia/contracts';
import { ApiError, apiFetch, useAuthStore } from '@navia/client-kit';
import { NEWS_LOAD_ERROR } from '../model/news-feed';

export const NEWS_PATH = '/api/news';
/** spec part 1 §6 and §8: the query's error while the user is not ready. */
export const NOT_AUTHENTICATED_ERROR = 'User not authenticated';

/** Per user: a tab that changes hands never shows the previous person's read marks, even for a moment. */
export const newsQueryKey = (userId: string | null) => [NEWS_PATH, userId] as const;

/**
 * spec part 1 §8: news calls report the body's error text, else 'HTTP {status}'. The service answers
 * `{ ok:false, error:'news_unavailable', message:'The news source ...' }`: the human `message` first, then `error`
 * (the whole text in the spec's simpler `{ error }` bodies).
 */
export function newsErrorMessage(error: ApiError): string {
  try {
    const body: unknown = JSON.parse(error.bodyText);
    if (body && typeof body === 'object') {
      const { message, error: text } = body as Record<string, unknown>;
      if (typeof message === 'string' && message.trim()) return message;
      if (typeof text === 'string' && text.trim()) return text;
    }
  } catch {
    // Not JSON: the status says it.
  }
  return `HTTP ${error.status}`;
}

export async function fetchNews(signal?: AbortSignal): Promise<NewsResponse> {
  // Checked when the call runs too, not only through `enabled`: a refetch() ignores `enabled`.
  const { status, user } = useAuthStore.getState();
  if (status !== 'signedIn' || !user) throw new Error(NOT_AUTHENTICATED_ERROR);
  try {
    return await apiFetch(NEWS_PATH, { schema: NewsResponse, signal });
  } catch (cause) {
    if (cause instanceof ApiError) throw new Error(newsErrorMessage(cause), { cause });
    if (cause instanceof Error && cause.name === 'AbortError') throw cause;
    throw new Error(NEWS_LOAD_ERROR, { cause });
  }
}

/** GET /api/news (spec part 1 §7), idle while signed out. Cached like every read: never stale within a page visit. */
export function useNews() {
  const userId = useAuthStore((s) => (s.status === 'signedIn' ? (s.user?.id ?? null) : null));
  return useQuery({ queryKey: newsQueryKey(userId), queryFn: ({ signal }) => fetchNews(signal), enabled: userId !== null });
}
