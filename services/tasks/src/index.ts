import { createServiceApp, forwardingMark, type ServiceModule } from '@navia/service-kit';
import { migrations } from './migrations';
import { createNewsSource } from './news/create-news-source';
import { NewsItemsRepository } from './news/news-items-repository';
import { NewsReadsRepository } from './news/news-reads-repository';
import { newsRoutes } from './news/news.routes';
import { TasksRepository } from './repositories/tasks-repository';
import { taskExecutionChangedJob } from './jobs/task-execution-changed.job';
import { internalRoutes } from './routes/internal.routes';
import { taskRoutes } from './routes/tasks.routes';
import { dashboardStatsRoutes } from './stats/dashboard-stats.routes';
import { StatsRepository } from './stats/stats-repository';

/**
 * Tasks: tasks, news and read state, dashboard stats. The tasks themselves (list, read, status with dependency
 * locks) and the internal calls the strategies service creates and removes them with; the news feed from the
 * configured source (NEWS_SOURCE) with each user's read marks; the dashboard's counts in the user's time zone.
 */
export const tasksService: ServiceModule = {
  name: 'tasks',
  migrations,
  create(deps) {
    const tasks = new TasksRepository(deps.db, deps.schema);
    const feed = createNewsSource(deps.config.news, new NewsItemsRepository(deps.db, deps.schema), deps.log);
    return {
      app: createServiceApp({
        name: 'tasks',
        log: deps.log,
        bodyLimit: deps.config.bodyLimit,
        forwardedBy: forwardingMark(deps.config.secrets.serviceToken),
        routers: [
          taskRoutes({ db: deps.db, tasks, outbox: deps.outbox, tokens: deps.tokens }),
          newsRoutes({ feed, reads: new NewsReadsRepository(deps.db, deps.schema), tokens: deps.tokens }),
          dashboardStatsRoutes({ stats: new StatsRepository(deps.db, deps.schema), identity: deps.internal('identity'), tokens: deps.tokens }),
          internalRoutes({ db: deps.db, tasks, serviceToken: deps.config.secrets.serviceToken }),
        ],
        readiness: { database: async () => void (await deps.db.raw('select 1')) },
      }),
      jobs: [taskExecutionChangedJob({ tasks })],
    };
  },
};
