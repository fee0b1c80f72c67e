import { useQuery } from '@tanstack/react-query';
import { apiFetch, platformsQuery } from '@navia/client-kit';
import { FormatsResponse, type PlatformsResponse } from '@navia/contracts';
import { formatsQueryKey } from './query-keys';

const sortPlatforms = (answer: PlatformsResponse) => [...answer.platforms].sort((a, b) => a.sortOrder - b.sortOrder);

/**
 * GET /api/platforms (spec part 2 §7). Each platform says whether the caller's plan opens it (`available`): the
 * others are shown with a crown. The plan can change during a visit (an upgrade in another tab), so the list is
 * read on each visit to the page rather than kept for the session (client-kit's platformsQuery, which the shell
 * prefetches for /create).
 */
export function usePlatforms() {
  return useQuery({ ...platformsQuery(), select: sortPlatforms });
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
