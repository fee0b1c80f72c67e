import { createServiceApp, type ServiceModule } from '@navia/service-kit';
import { migrations } from './migrations';
import { TasksRepository } from './repositories/tasks-repository';
import { internalRoutes } from './routes/internal.routes';
import { taskRoutes } from './routes/tasks.routes';

/**
 * Tasks: tasks, news and read state, dashboard stats. This part holds the tasks themselves (list, read, status with
 * dependency locks) and the internal calls the strategies service creates and removes them with.
 */
export const tasksService: ServiceModule = {
  name: 'tasks',
  migrations,
  create(deps) {
    const tasks = new TasksRepository(deps.db, deps.schema);
    return {
      app: createServiceApp({
        name: 'tasks',
        log: deps.log,
        bodyLimit: deps.config.bodyLimit,
        routers: [
          taskRoutes({ db: deps.db, tasks, jobs: deps.jobs, log: deps.log, publicKey: deps.config.secrets.jwtPublicKey }),
          internalRoutes({ db: deps.db, tasks, serviceToken: deps.config.secrets.serviceToken }),
        ],
        readiness: { database: async () => void (await deps.db.raw('select 1')) },
      }),
      jobs: [],
    };
  },
};
