import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

/**
 * GET /api/calendar/feed and POST /api/calendar/feed/rotate (issue 17, beyond the spec): the user's ICS feed of open
 * tasks, at a secret address on our host that needs no sign-in (calendar apps cannot sign in). Rotating issues a new
 * secret; the old address answers 404 from then on.
 */
export const CalendarFeedResponse = lazySchema(() => z.object({
  /** `https://<host>/ical/<secret>.ics`. */
  url: z.string().url(),
  /** The same address as a path on our host, for clients that build `webcal://` links themselves. */
  path: z.string().regex(/^\/ical\/[A-Za-z0-9_-]{20,}\.ics$/),
}));
export type CalendarFeedResponse = z.infer<typeof CalendarFeedResponse>;

/** The public path of a feed's secret. */
export const calendarFeedPath = (secret: string) => `/ical/${secret}.ics`;
