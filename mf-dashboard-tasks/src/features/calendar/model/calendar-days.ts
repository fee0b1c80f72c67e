import { addDays, dueDay, type Task } from '@navia/contracts';

/**
 * The calendar's days (issue 17): weeks run Sunday to Saturday, as the tasks page's "this week" does. Days are
 * `YYYY-MM-DD` strings of the user's calendar, shifted with the contracts' UTC arithmetic, so the calendar, the tasks
 * page, the dashboard and the feed agree on every date, across time zones and DST days.
 */
const dayOfWeek = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The Sunday that starts the week of `day`. */
export const weekStart = (day: string) => addDays(day, -dayOfWeek(day));

export const weekDays = (day: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(weekStart(day), i));

/** The weeks a month view shows: every week that holds a day of `day`'s month. */
export function monthWeeks(day: string): string[][] {
  const first = `${day.slice(0, 7)}-01`;
  const last = addDays(shiftMonth(first, 1), -1);
  const weeks: string[][] = [];
  for (let start = weekStart(first); start <= last; start = addDays(start, 7)) weeks.push(weekDays(start));
  return weeks;
}

/** The same day of the month `months` away (clamped to that month's last day). */
export function shiftMonth(day: string, months: number): string {
  const [y, m] = day.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(Number(day.slice(8, 10)), last)).padStart(2, '0')}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const monthTitle = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
export const weekTitle = (day: string) => {
  const [from, to] = [weekStart(day), addDays(weekStart(day), 6)];
  return `${MONTHS[Number(from.slice(5, 7)) - 1].slice(0, 3)} ${Number(from.slice(8))} – ${MONTHS[Number(to.slice(5, 7)) - 1].slice(0, 3)} ${Number(to.slice(8))}, ${to.slice(0, 4)}`;
};
/** "Tuesday, December 1" */
export const longDayLabel = (day: string) => `${WEEKDAYS[dayOfWeek(day)]}, ${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}`;
export const WEEKDAY_SHORT = WEEKDAYS.map((d) => d.slice(0, 3));

/** Dated tasks by their day (undated ones have no place on a calendar). */
export function tasksByDay(tasks: readonly Task[]): Map<string, Task[]> {
  const out = new Map<string, Task[]>();
  for (const task of tasks) {
    const day = dueDay(task.dueDate);
    if (!day) continue;
    const list = out.get(day) ?? [];
    list.push(task);
    out.set(day, list);
  }
  return out;
}

/**
 * One colour per strategy, in the order the strategies first appear: dark enough for white text and a 3:1 border
 * against white (WCAG non-text contrast); the strategy's name is always written beside it, so it is never colour alone.
 */
const PALETTE = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f', '#9d174d'];
export function strategyColours(tasks: readonly Task[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const task of tasks) if (!out.has(task.strategyId)) out.set(task.strategyId, PALETTE[out.size % PALETTE.length]);
  return out;
}
