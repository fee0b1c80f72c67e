import { useQuery } from '@tanstack/react-query';
import { newsQuery, useAuthStore } from '@navia/client-kit';

// The query's definition lives in client-kit (the shell prefetches it for /dashboard).
export { NEWS_PATH, NEWS_NOT_AUTHENTICATED_ERROR as NOT_AUTHENTICATED_ERROR, fetchNews, newsErrorMessage, newsQueryKey } from '@navia/client-kit';

/** GET /api/news (spec part 1 §7), idle while signed out. Cached like every read: never stale within a page visit. */
export function useNews() {
  const userId = useAuthStore((s) => (s.status === 'signedIn' ? (s.user?.id ?? null) : null));
  return useQuery({ ...newsQuery(userId), enabled: userId !== null });
}
