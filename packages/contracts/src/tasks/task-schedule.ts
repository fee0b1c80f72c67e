import { addDays } from '../strategies/strategy-rules';
import type { TaskStatus, TaskTimeframe } from './task.schema';

/**
 * Task dates and buckets (spec part 1 §4 "Task status and locks"), shared by the tasks page, the dashboard and the
 * server's stats so they all put a task in the same place. Every function takes `today` as a `YYYY-MM-DD` calendar
 * day computed with `todayIn(userTimeZone)`: the rules then follow the user's own calendar day, whichever clock the
 * code runs on, and tests are deterministic. Day strings are compared as strings and shifted with UTC arithmetic
 * (`addDays`), so a daylight-saving change never moves a day.
 */

/** The fields the schedule rules read; a full Task fits. */
export interface ScheduledTask {
  status: TaskStatus;
  /** `YYYY-MM-DD`, or an ISO timestamp whose date part is the calendar day (spec part 1 §3). */
  dueDate: string | null;
  timeframe: TaskTimeframe | null;
}

/** Where a task falls relative to today. 'today' includes overdue tasks (spec: "Today (today plus overdue)"). */
export const TASK_BUCKETS = ['today', 'tomorrow', 'this_week', 'future', 'past_completed'] as const;
export type TaskBucket = (typeof TASK_BUCKETS)[number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const SATURDAY = 6;

/** spec part 1 §4: an undated task's chip shows its timeframe; 'This Week' when it has none. */
export const TIMEFRAME_LABELS: Record<TaskTimeframe, string> = { today: 'Today', tomorrow: 'Tomorrow', this_week: 'This Week' };
export const DEFAULT_TIMEFRAME_LABEL = TIMEFRAME_LABELS.this_week;
export const PAST_DUE_LABEL = 'Past Due';

/** The calendar day of a due date: the date part, so '2026-11-25T00:00:00Z' is Nov 25 for every user. */
export function dueDay(dueDate: string | null): string | null {
  if (!dueDate) return null;
  const day = dueDate.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

function dayOfWeek(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/**
 * The last day of the current week, weeks running Sunday to Saturday: today itself on a Saturday, so on Friday and
 * Saturday "this week" after tomorrow is empty and Sunday on is future (besides a Sunday that is tomorrow).
 */
export function comingSaturday(today: string): string {
  return addDays(today, SATURDAY - dayOfWeek(today));
}

/** spec part 1 §4: not completed and due before today; with no due date, overdue means status overdue. */
export function isOverdue(task: ScheduledTask, today: string): boolean {
  if (task.status === 'completed') return false;
  const day = dueDay(task.dueDate);
  return day ? day < today : task.status === 'overdue';
}

/** A day from today on. */
function bucketOfDay(day: string, today: string): Exclude<TaskBucket, 'past_completed'> {
  if (day === today) return 'today';
  if (day === addDays(today, 1)) return 'tomorrow';
  return day <= comingSaturday(today) ? 'this_week' : 'future';
}

/**
 * spec part 1 §4 "Buckets". Dated tasks by their day: before today is past completed when completed and today
 * (overdue) otherwise; today; tomorrow; after tomorrow through the coming Saturday; future after that. Undated tasks
 * by their timeframe (none counts as this week), except that an undated task with status overdue is due now.
 */
export function taskBucket(task: ScheduledTask, today: string): TaskBucket {
  const day = dueDay(task.dueDate);
  if (day) {
    if (day < today) return task.status === 'completed' ? 'past_completed' : 'today';
    return bucketOfDay(day, today);
  }
  if (isOverdue(task, today)) return 'today';
  return task.timeframe ?? 'this_week';
}

/** Due today or overdue: the dashboard's Today's Tasks and the Today section. */
export function isDueToday(task: ScheduledTask, today: string): boolean {
  return taskBucket(task, today) === 'today';
}

/**
 * spec part 1 §4: coming up is tomorrow or this week, never today or overdue, and a completed task only when
 * completed tasks are shown.
 */
export function isComingUp(task: ScheduledTask, today: string, showCompleted: boolean): boolean {
  const bucket = taskBucket(task, today);
  if (bucket !== 'tomorrow' && bucket !== 'this_week') return false;
  return showCompleted || task.status !== 'completed';
}

/** 'Nov 25' (spec: 'Mon D'). English names on purpose: the UI texts are English, whatever the browser's locale. */
export function monthDayLabel(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${MONTHS[month - 1]} ${date}`;
}

/** 'Wed, Nov 25'. */
export function weekdayDateLabel(day: string): string {
  return `${WEEKDAYS[dayOfWeek(day)]}, ${monthDayLabel(day)}`;
}

/**
 * spec part 1 §4 "Date chip text": overdue with a date 'Mon D', overdue without 'Past Due'; otherwise 'Today',
 * 'Tomorrow', a weekday plus date, or for an undated task its timeframe's label ('This Week' by default).
 */
export function dateChipLabel(task: ScheduledTask, today: string): string {
  const day = dueDay(task.dueDate);
  if (isOverdue(task, today)) return day ? monthDayLabel(day) : PAST_DUE_LABEL;
  if (!day) return task.timeframe ? TIMEFRAME_LABELS[task.timeframe] : DEFAULT_TIMEFRAME_LABEL;
  if (day === today) return TIMEFRAME_LABELS.today;
  if (day === addDays(today, 1)) return TIMEFRAME_LABELS.tomorrow;
  return weekdayDateLabel(day);
}
