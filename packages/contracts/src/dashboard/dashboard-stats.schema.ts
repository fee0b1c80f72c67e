import { z } from 'zod';
import { TaskDate } from '../tasks/task.schema';
import { lazySchema } from '../common/lazy-schema';

/** GET /api/dashboard/stats?brandId= : one brand's figures, or every brand's without it (as GET /api/tasks). */
export const DashboardStatsQuery = lazySchema(() => z.object({ brandId: z.string().uuid('Must be a brand id').optional() }));
export type DashboardStatsQuery = z.infer<typeof DashboardStatsQuery>;

const Count = lazySchema(() => z.number().int().min(0));

/**
 * The counts a dashboard shows, all in the user's stored time zone with the bucket rules of `task-schedule.ts`
 * (docs/architecture.md "Dashboard stats" has the definitions):
 * - `today`: open tasks due today (dated today, or undated with timeframe today); overdue ones are not included.
 * - `overdue`: open tasks due before today (undated: status overdue). `today + overdue` is the Today's Tasks count.
 * - `open`: every task not completed.
 * - `completedToday`, `completedThisWeek`: tasks completed on today / within this week (Sunday to Saturday, as
 *   the tasks page's weeks), by the day of completion.
 * - `activeStrategies`: distinct strategies that still have an open task.
 * - `streak`: consecutive days with at least one completed task, ending today, or yesterday while nothing is
 *   completed yet today (a streak is not broken before the day is over).
 */
export const DashboardStats = lazySchema(() => z.object({
  /** The user's today, `YYYY-MM-DD`, the day every figure counts from. */
  asOf: TaskDate,
  timeZone: z.string(),
  weekStart: TaskDate,
  weekEnd: TaskDate,
  today: Count,
  overdue: Count,
  open: Count,
  completedToday: Count,
  completedThisWeek: Count,
  activeStrategies: Count,
  streak: Count,
}));
export type DashboardStats = z.infer<typeof DashboardStats>;
