/**
 * Strategy rules both sides apply (spec part 2 §2.1, §2.3, §5, §9): the client to show them, the server to store the
 * same figures. Calendar days are `YYYY-MM-DD` strings handled in UTC arithmetic, so no local time zone shifts them.
 */

import { temporal } from '../common/temporal';

export const DEFAULT_DURATION_TEXT = '7 days';
export const DEFAULT_DAILY_TIME = '5 Minutes';
export const DEFAULT_KEY_RESULT_UNIT = 'items';
export const DEFAULT_CARD_DURATION_DAYS = 7;

const DAY_MS = 24 * 3600 * 1000;

function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return formatDay(new Date(parseDay(day).getTime() + days * DAY_MS));
}

/** Calendar months, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(day: string, months: number): string {
  const d = parseDay(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return formatDay(target);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseDay(to).getTime() - parseDay(from).getTime()) / DAY_MS);
}

/**
 * One formatter per zone: building an Intl.DateTimeFormat loads the zone's data and costs far more than formatting
 * (on a phone at 4× slowdown, 60–100 ms per page while the task buckets asked for today once per task; issue 16).
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Today's calendar day in an IANA time zone (UTC when the zone is unknown). */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  try {
    // Temporal where the runtime has it: no ICU formatter to build on a page's start (common/temporal.ts).
    const api = temporal();
    if (api) return api.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone || 'UTC').toPlainDate().toString();
    return dayFormatter(timeZone || 'UTC').format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * spec part 2 §9: '30 days' +30, '5 days' +5, '2 days' +2, 'N weeks' N×7 days, 'N months' +N months, anything else
 * +30 days. A goalDate in the template payload takes priority.
 */
export function defaultGoalDate(duration: string | undefined, today: string, templateGoalDate?: string): string {
  if (templateGoalDate) return templateGoalDate;
  const m = /^(\d+)\s*(day|week|month)s?$/i.exec((duration ?? '').trim());
  if (!m) return addDays(today, 30);
  const n = Number(m[1]);
  const unit = m[2].toLowerCase();
  if (unit === 'day') return addDays(today, n);
  if (unit === 'week') return addDays(today, n * 7);
  return addMonths(today, n);
}

/** spec part 2 §2.3: the second comma-separated part of the commitment, 'per day' removed; default 5 Minutes. */
export function dailyTimeFromCommitment(commitment: string | undefined): string {
  const part = commitment?.split(',')[1]?.replace(/per day/gi, '').trim();
  return part ? part : DEFAULT_DAILY_TIME;
}

/** spec part 2 §2.1: the name lowercased, runs of non-alphanumerics turned into hyphens, edge hyphens trimmed. */
export function strategySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** spec part 2 §2.1: days between creation and deadline, else 7. */
export function strategyDurationDays(createdAt: string, deadline: string | null): number {
  if (!deadline) return DEFAULT_CARD_DURATION_DAYS;
  return Math.max(0, daysBetween(createdAt.slice(0, 10), deadline.slice(0, 10)));
}

/** spec part 2 §5: current × (1 + percent/100), rounded up; undefined when either is not a number. */
export function projectedTarget(currentValue: string | number, percent: string | number): number | undefined {
  const current = typeof currentValue === 'number' ? currentValue : currentValue.trim() === '' ? NaN : Number(currentValue);
  const pct = typeof percent === 'number' ? percent : Number.parseFloat(percent);
  if (!Number.isFinite(current) || !Number.isFinite(pct)) return undefined;
  // Rounded to 1e-9 first so 100 × 1.1 (110.00000000000001 in floating point) is 110, not 111.
  return Math.ceil(Math.round(current * (1 + pct / 100) * 1e9) / 1e9);
}

/** spec part 2 §5: the share of the gap from starting value to target, clamped 0–100; 0 when the gap is not positive. */
export function changeProgressPercent(startingValue: number, currentValue: number, targetValue: number): number {
  const gap = targetValue - startingValue;
  if (!(gap > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round(((currentValue - startingValue) / gap) * 100)));
}

/** Completed over total, as a whole percentage (0 with no tasks). */
export function taskProgressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((completed / total) * 100)));
}

/**
 * spec part 3 "Key result": a task key result's targetCalculation is a tag, or a JSON array whose first item is the tag.
 */
export function keyResultTag(targetCalculation: string): string {
  const text = targetCalculation.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed) && typeof parsed[0] === 'string') return parsed[0];
    } catch {
      // Not JSON: a bracketed label, used as is.
    }
  }
  return text;
}

/**
 * Spreads a template's day offsets (0 … durationDays) over the days from `today` to `goalDate`: a template written
 * for 30 days launched with a 60-day goal keeps its order and proportions at twice the spacing.
 */
export function spreadDueDate(dayOffset: number, durationDays: number, today: string, goalDate: string): string {
  const span = Math.max(0, daysBetween(today, goalDate));
  const scaled = durationDays > 0 ? Math.round((dayOffset * span) / durationDays) : 0;
  return addDays(today, Math.min(span, Math.max(0, scaled)));
}
