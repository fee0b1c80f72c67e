import { queryOptions } from '@tanstack/react-query';
import { NewsResponse } from '@navia/contracts';
import { ApiError, apiErrorText } from '../api/api-error';
import { apiFetch } from '../api/api-fetch';
import { NEWS_PATH } from '../api/call-paths';
import { useAuthStore } from '../auth/auth-store';

// Moved here from mf-dashboard-tasks/src/features/dashboard/api/get-news.ts (which re-exports it) so the shell can
// start the news call for /dashboard while the remote's code loads, under the key the remote reads.

export { NEWS_PATH };
/** spec part 1 §6 and §8: the query's error while the user is not ready. */
export const NEWS_NOT_AUTHENTICATED_ERROR = 'User not authenticated';
/** spec part 1 §2 / §8: the feed's load failure when the answer says nothing better. */
export const NEWS_LOAD_ERROR = 'Unable to load news';

/** Per user: a tab that changes hands never shows the previous person's read marks, even for a moment. */
export const newsQueryKey = (userId: string | null) => [NEWS_PATH, userId] as const;

/**
 * spec part 1 §8: news calls report the body's error text, else 'HTTP {status}'. The service answers
 * `{ ok:false, error:'news_unavailable', message:'The news source ...' }`: the human `message` first, then `error`
 * (the whole text in the spec's simpler `{ error }` bodies).
 */
export function newsErrorMessage(error: ApiError): string {
  return apiErrorText(error);
}

export async function fetchNews(signal?: AbortSignal): Promise<NewsResponse> {
  // Checked when the call runs too, not only through `enabled`: a refetch() ignores `enabled`.
  const { status, user } = useAuthStore.getState();
  if (status !== 'signedIn' || !user) throw new Error(NEWS_NOT_AUTHENTICATED_ERROR);
  try {
    return await apiFetch(NEWS_PATH, { schema: NewsResponse, signal });
  } catch (cause) {
    if (cause instanceof ApiError) throw new Error(newsErrorMessage(cause), { cause });
    if (cause instanceof Error && cause.name === 'AbortError') throw cause;
    throw new Error(NEWS_LOAD_ERROR, { cause });
  }
}

/** GET /api/news (spec part 1 §7) for one user. Cached like every read: never stale within a page visit. */
export function newsQuery(userId: string | null) {
  return queryOptions({ queryKey: newsQueryKey(userId), queryFn: ({ signal }) => fetchNews(signal) });
}
