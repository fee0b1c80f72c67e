import { z } from 'zod';
import { isValidTimeZone } from '../common/primitives';
import { User } from '../auth/auth.schema';
import { lazySchema } from '../common/lazy-schema';

export const TimezoneBody = lazySchema(() => z.object({
  timezoneMetadata: z.object({
    timezone: z.string().refine(isValidTimeZone, 'Must be an IANA time zone name such as Europe/Paris'),
    lastDetected: z.iso.datetime({ offset: true, message: 'Must be an ISO 8601 date-time' }),
    isAutoDetected: z.boolean(),
  }),
}));
export type TimezoneBody = z.infer<typeof TimezoneBody>;

/**
 * `accessToken`: a fresh access token whose `tz` claim is the zone just saved, for the client to adopt at once (as
 * after a plan switch), so the next call already counts days in the new zone.
 */
export const TimezoneResponse = lazySchema(() => z.object({ success: z.literal(true), user: User, accessToken: z.string() }));
export type TimezoneResponse = z.infer<typeof TimezoneResponse>;
