import type { PublicMetadata } from '@navia/contracts';

/** spec part 1 §9: a stored timezone is re-detected once it is older than 24 h. */
export const REDETECT_AFTER_MS = 24 * 60 * 60 * 1000;

/** spec part 1 §2: on mobile, long names over 20 characters are shortened to the city. */
export const MOBILE_LABEL_MAX_CHARS = 20;

/**
 * spec part 1 §4 "Timezone": update when nothing is stored, when the stored zone is not the browser's, or when the
 * last detection is missing, unreadable or over 24 h old. `now` is epoch milliseconds.
 */
export function needsTimezoneUpdate(
  metadata: Pick<PublicMetadata, 'timezone' | 'lastDetected'>,
  browserTz: string,
  now: number,
): boolean {
  if (!metadata.timezone || metadata.timezone !== browserTz) return true;
  const lastDetected = metadata.lastDetected ? Date.parse(metadata.lastDetected) : Number.NaN;
  if (Number.isNaN(lastDetected)) return true;
  return now - lastDetected > REDETECT_AFTER_MS;
}

/**
 * 'Central European Standard Time' for 'Europe/Paris'. The name follows daylight saving at `at`, as a clock on the
 * wall would. A name the runtime does not know comes back as given.
 */
export function timezoneLongName(tz: string, at: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'long' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? tz;
  } catch {
    return tz;
  }
}

/** 'Los Angeles' for 'America/Los_Angeles': the last segment, underscores read as spaces. */
export function timezoneCity(tz: string): string {
  return (tz.split('/').pop() ?? tz).replace(/_/g, ' ');
}

/** The user menu's label for a stored zone: the long name, shortened to the city on a narrow screen. */
export function timezoneLabel(tz: string, isMobile: boolean, at: Date = new Date()): string {
  const longName = timezoneLongName(tz, at);
  return isMobile && longName.length > MOBILE_LABEL_MAX_CHARS ? timezoneCity(tz) : longName;
}
