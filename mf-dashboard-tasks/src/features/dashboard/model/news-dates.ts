import { todayIn } from '@navia/contracts';

/** spec part 1 §5 "News dates". */
export const NO_DATE = 'No date';
export const INVALID_DATE = 'Invalid date';
/** Up to this many days back an item reads '{n} days ago'; older (and future) ones show a short date. */
export const RELATIVE_DAYS = 7;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A real calendar day ('2026-02-30' is not one). */
function isCalendarDay(day: string): boolean {
  if (!DAY_ONLY.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/**
 * The item's calendar day in the user's zone, or null when the date cannot be read. A plain `YYYY-MM-DD` (Notion's
 * date without a time) is that day for everyone; a date-time is the day it falls on in `timeZone`.
 */
export function newsDay(date: string, timeZone: string | undefined): string | null {
  const value = date.trim();
  if (DAY_ONLY.test(value)) return isCalendarDay(value) ? value : null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : todayIn(timeZone, new Date(ms));
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); daylight saving cannot move it, the days are UTC midnights. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** 'Nov 20, 2026'. English on purpose, as every UI text; not the browser's locale. */
export function shortDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${MONTHS[month - 1]} ${date}, ${year}`;
}

/**
 * spec part 1 §5: missing 'No date', unreadable 'Invalid date'; the same day 'Today', the day before 'Yesterday',
 * 2 to 7 days back '{n} days ago', anything else (older, or ahead of today) a short date. `today` is the user's day
 * (`todayIn(timeZone)`), so the label counts the user's days like the rest of the dashboard.
 */
export function newsDateLabel(date: string | null | undefined, today: string, timeZone?: string): string {
  if (date == null || date.trim() === '') return NO_DATE;
  const day = newsDay(date, timeZone);
  if (!day) return INVALID_DATE;
  const ago = daysBetween(day, today);
  if (ago === 0) return 'Today';
  if (ago === 1) return 'Yesterday';
  if (ago > 1 && ago <= RELATIVE_DAYS) return `${ago} days ago`;
  return shortDate(day);
}

/** The machine-readable day for `<time dateTime>`, when there is one. */
export function newsDateTime(date: string | null | undefined, timeZone?: string): string | undefined {
  if (!date) return undefined;
  return newsDay(date, timeZone) ?? undefined;
}

