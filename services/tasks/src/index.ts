import { createServiceApp, forwardingMark, userErasureRoutes, type ServiceModule } from '@navia/service-kit';
import { migrations } from './migrations';
import { newsRoutes } from './news/news.routes';
import { createTasksDeps } from './deps';
import { loadTasksSettings, type TasksSettings } from './settings';
import { taskExecutionChangedJob } from './jobs/task-execution-changed.job';
import { internalRoutes } from './routes/internal.routes';
import { exportRoutes } from './routes/export.routes';
import { importRoutes } from './routes/import.routes';
import { taskRoutes } from './routes/tasks.routes';
import { calendarRoutes } from './routes/calendar.routes';
import { dashboardStatsRoutes } from './stats/dashboard-stats.routes';

/**
 * Tasks: tasks, news and read state, dashboard stats. The tasks themselves (list, read, status with dependency
 * locks) and the internal calls the strategies service creates and removes them with; the news feed from the
 * configured source (NEWS_SOURCE) with each user's read marks; the dashboard's counts in the user's time zone.
 */
export const tasksService: ServiceModule<TasksSettings> = {
  name: 'tasks',
  migrations,
  loadSettings: loadTasksSettings,
  create(platform, settings) {
    const deps = createTasksDeps(platform, settings);
    return {
      app: createServiceApp({
        name: 'tasks',
        log: platform.log,
        bodyLimit: platform.config.bodyLimit,
        forwardedBy: forwardingMark(deps.serviceToken),
        routers: [taskRoutes(deps), calendarRoutes(deps), newsRoutes(deps), dashboardStatsRoutes(deps), internalRoutes(deps), exportRoutes(deps), importRoutes(deps),
          // Tasks before task_kinds: the triggers on tasks keep those counts.
          userErasureRoutes({ db: platform.db, schema: platform.schema, serviceToken: deps.serviceToken, first: ['tasks'] })],
        readiness: { database: async () => void (await deps.db.raw('select 1')) },
      }),
      jobs: [taskExecutionChangedJob(deps)],
    };
  },
};
