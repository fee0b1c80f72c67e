import { z } from 'zod';

export const Id = z.string().uuid();
export const IsoDateTime = z.iso.datetime({ offset: true });

/** True when the runtime knows `name` as an IANA time zone (spec part 1 §5: only valid names are sent). */
export function isValidTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
