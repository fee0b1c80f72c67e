import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@navia/client-kit';
import { FormatsResponse, PlatformsResponse } from '@navia/contracts';
import { PLATFORMS_QUERY_KEY, formatsQueryKey } from './query-keys';

/**
 * GET /api/platforms (spec part 2 §7). Each platform says whether the caller's plan opens it (`available`): the
 * others are shown with a crown. The plan can change during a visit (an upgrade in another tab), so the list is
 * read on each visit to the page rather than kept for the session.
 */
export function usePlatforms() {
  return useQuery({
    queryKey: PLATFORMS_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch('/api/platforms', { schema: PlatformsResponse, signal }),
    select: (answer) => [...answer.platforms].sort((a, b) => a.sortOrder - b.sortOrder),
    staleTime: 0,
  });
}

/** GET /api/formats?platformId= : the chosen platform's formats; idle until a platform is chosen. */
export function useFormats(platformId: string) {
  return useQuery({
    queryKey: formatsQueryKey(platformId),
    queryFn: ({ signal }) => apiFetch(`/api/formats?platformId=${encodeURIComponent(platformId)}`, { schema: FormatsResponse, signal }),
    select: (answer) => [...answer.formats].sort((a, b) => a.sortOrder - b.sortOrder),
    enabled: platformId !== '',
  });
}
