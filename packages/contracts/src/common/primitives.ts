import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { temporal } from './temporal';

export const Id = lazySchema(() => z.string().uuid());
export const IsoDateTime = lazySchema(() => z.iso.datetime({ offset: true }));

/**
 * A calendar day, `YYYY-MM-DD`, that exists: zod's ISO date knows month lengths and leap years, so `2027-02-30`,
 * `2026-13-45` and `2027-02-29` are refused (a pattern alone let them reach PostgreSQL, which answered 500).
 */
export const CalendarDay = lazySchema(() => z.iso.date({ message: 'Must be a real date as YYYY-MM-DD' }));

/**
 * An ISO date or date-time whose calendar day is kept (`2027-03-01` or `2027-03-01T00:00:00.000Z`), answered as
 * `YYYY-MM-DD`. The time part must be a real time with an optional offset; the day must exist.
 */
export const IsoDay = lazySchema(() => z
  .union([CalendarDay, z.iso.datetime({ offset: true, local: true })], { error: 'Must be a real date as YYYY-MM-DD or an ISO date-time' })
  .transform((v) => v.slice(0, 10)));

const knownTimeZones = new Map<string, boolean>();

/** True when the runtime knows `name` as an IANA time zone (spec part 1 §5: only valid names are sent). */
export function isValidTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  // Remembered per name: building a formatter to ask is the costly part, and the answer for a name never changes.
  let known = knownTimeZones.get(name);
  if (known === undefined) {
    known = runtimeKnowsTimeZone(name);
    if (knownTimeZones.size < 1000) knownTimeZones.set(name, known);
  }
  return known;
}

function runtimeKnowsTimeZone(name: string): boolean {
  const api = temporal();
  try {
    // Temporal also takes UTC offsets ('+01:00') as zones, which Node's Intl (the services' check) refuses: a name
    // must start with a letter to pass here too, so a browser and the server agree on every name.
    if (api) return /^[A-Za-z]/.test(name) && Boolean(api.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(name));
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The runtime's own IANA time zone (in a page, the browser's), or null when it reports none or a name it cannot use. */
export function runtimeTimeZone(): string | null {
  try {
    const name = temporal()?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    return name && isValidTimeZone(name) ? name : null;
  } catch {
    return null;
  }
}
