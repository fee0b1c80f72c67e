import Router from '@koa/router';
import { DashboardStatsQuery, identityInternal, todayIn, type DashboardStats } from '@navia/contracts';
import { auth, input, validate, type AuthState, type InternalClient, type AccessTokenVerifier } from '@navia/service-kit';
import type { z } from 'zod';
import { computeDashboardStats, dayIn } from './compute-dashboard-stats';
import type { StatsRepository } from './stats-repository';

/**
 * GET /api/dashboard/stats (spec part 1 §7; shape ours, in contracts). The user's stored time zone comes from
 * identity, so every figure counts the user's own days, as the pages do.
 */
export function dashboardStatsRoutes(deps: { stats: StatsRepository; identity: InternalClient; tokens: AccessTokenVerifier }): Router {
  const router = new Router({ prefix: '/api' });
  router.use(auth(deps.tokens));

  router.get('/dashboard/stats', validate({ query: DashboardStatsQuery }), async (c) => {
    const { userId } = c.state.auth as AuthState;
    const { query } = input<z.ZodUnknown, typeof DashboardStatsQuery>(c);
    const [user, tasks] = await Promise.all([
      deps.identity.call(identityInternal.getUser, [userId], undefined, c.state.requestId as string | undefined),
      deps.stats.tasksForStats(userId, query.brandId),
    ]);
    const zone = dayIn(user.publicMetadata.timezone || 'UTC');
    const today = todayIn(zone.zone);
    c.body = computeDashboardStats(tasks, today, zone) satisfies DashboardStats;
  });

  return router;
}
