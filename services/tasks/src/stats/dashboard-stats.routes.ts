import Router from '@koa/router';
import { DashboardStatsQuery, todayIn, type DashboardStats } from '@navia/contracts';
import { route, auth, userTimeZone } from '@navia/service-kit';
import type { TasksDeps } from '../deps';
import { computeDashboardStats, dayIn } from './compute-dashboard-stats';

/**
 * GET /api/dashboard/stats (spec part 1 §7; shape ours, in contracts). Every figure counts the user's own days, as
 * the pages do, in the time zone the caller's access token carries (identity is asked only for an older token).
 */
export function dashboardStatsRoutes(deps: Pick<TasksDeps, 'stats' | 'identity' | 'tokens'>): Router {
  const router = new Router({ prefix: '/api' });
  router.use(auth(deps.tokens));

  router.get('/dashboard/stats', route({ query: DashboardStatsQuery }, async (c, { query, auth: caller }) => {
    const [timeZone, tasks] = await Promise.all([userTimeZone(caller, deps.identity), deps.stats.tasksForStats(caller.userId, query.brandId)]);
    const zone = dayIn(timeZone);
    const today = todayIn(zone.zone);
    c.body = computeDashboardStats(tasks, today, zone) satisfies DashboardStats;
  }));

  return router;
}
