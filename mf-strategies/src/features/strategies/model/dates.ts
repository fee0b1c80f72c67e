import dayjs, { type Dayjs } from 'dayjs';

/**
 * Dates as the strategy screens show them (spec part 2 §9: MMM d, yyyy). A deadline is a calendar day
 * (`yyyy-MM-dd`): dayjs reads that form as local midnight, so the day shown is the day stored, whatever the zone.
 */
const SHORT = 'MMM D, YYYY';
const LONG = 'MMMM D, YYYY';
const DAY = 'YYYY-MM-DD';

/** 'Dec 21, 2026' for '2026-12-21'. */
export function formatDay(day: string): string {
  return dayjs(day.slice(0, 10)).format(SHORT);
}

/** The long display of the goal-date pickers: 'December 21, 2026'. */
export const LONG_DATE_FORMAT = LONG;

/** A timestamp's local calendar day, 'Dec 21, 2026' (the Completed On date). */
export function formatTimestampDay(iso: string): string {
  const value = dayjs(iso);
  return value.isValid() ? value.format(SHORT) : '';
}

/** The picker's value for a calendar day, or null. */
export function dayToPicker(day: string | null | undefined): Dayjs | null {
  return day ? dayjs(day.slice(0, 10)) : null;
}

/** The calendar day a picker value stands for, or null when cleared. */
export function pickerToDay(value: Dayjs | null | undefined): string | null {
  return value ? value.format(DAY) : null;
}

/** True for days before `today` (a `yyyy-MM-dd` in the user's zone): goal dates cannot be in the past. */
export function isBeforeDay(value: Dayjs, today: string): boolean {
  return value.format(DAY) < today;
}
