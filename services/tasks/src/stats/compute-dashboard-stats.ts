import { addDays, comingSaturday, isOverdue, taskBucket, type DashboardStats, type TaskStatus, type TaskTimeframe } from '@navia/contracts';

/** The fields of a task the stats read. */
export interface StatsTask {
  status: TaskStatus;
  dueDate: string | null;
  timeframe: TaskTimeframe | null;
  strategyId: string;
  /** When it was completed (for a completed task); its calendar day in the user's zone is the completion day. */
  completedAt: Date | null;
}

/**
 * A calendar-day function for one time zone, built once per request (a formatter per task would be slow for a user
 * with thousands). Same output and the same fallback to UTC for an unknown zone as `todayIn`.
 */
export function dayIn(timeZone: string): { zone: string; day: (instant: Date) => string } {
  try {
    const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    return { zone: timeZone, day: (instant) => format.format(instant) };
  } catch {
    return { zone: 'UTC', day: (instant) => instant.toISOString().slice(0, 10) };
  }
}

/**
 * The figures of `DashboardStats` (definitions in its contract and in docs/architecture.md "Dashboard stats"), with
 * the tasks page's own bucket rules (`taskBucket`, `isOverdue`) so the counts agree with what the pages show.
 */
export function computeDashboardStats(tasks: readonly StatsTask[], today: string, zone: { zone: string; day: (instant: Date) => string }): DashboardStats {
  const weekEnd = comingSaturday(today);
  const weekStart = addDays(weekEnd, -6);
  const completionDays = new Set<string>();
  const activeStrategies = new Set<string>();
  const stats = { today: 0, overdue: 0, open: 0, completedToday: 0, completedThisWeek: 0 };

  for (const task of tasks) {
    if (task.status === 'completed') {
      if (!task.completedAt) continue;
      const day = zone.day(task.completedAt);
      completionDays.add(day);
      if (day === today) stats.completedToday += 1;
      if (day >= weekStart && day <= weekEnd) stats.completedThisWeek += 1;
      continue;
    }
    stats.open += 1;
    activeStrategies.add(task.strategyId);
    if (isOverdue(task, today)) stats.overdue += 1;
    else if (taskBucket(task, today) === 'today') stats.today += 1;
  }

  return {
    asOf: today,
    timeZone: zone.zone,
    weekStart,
    weekEnd,
    ...stats,
    activeStrategies: activeStrategies.size,
    streak: streakEndingAt(completionDays, today),
  };
}

/** Consecutive days with a completion, ending today, or yesterday while today has none yet. */
export function streakEndingAt(days: ReadonlySet<string>, today: string): number {
  let day = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}
