import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@navia/client-kit';
import { CalendarFeedResponse } from '@navia/contracts';

const FEED_KEY = ['/api/calendar/feed'] as const;

/** GET /api/calendar/feed (issue 17): the address of the user's ICS feed. */
export function useCalendarFeed() {
  return useQuery({ queryKey: FEED_KEY, queryFn: ({ signal }) => apiFetch('/api/calendar/feed', { schema: CalendarFeedResponse, signal }), staleTime: Infinity });
}

/** POST /api/calendar/feed/rotate: a new address; the old one stops working. */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/calendar/feed/rotate', { method: 'POST', schema: CalendarFeedResponse }),
    onSuccess: (feed) => queryClient.setQueryData(FEED_KEY, feed),
  });
}
