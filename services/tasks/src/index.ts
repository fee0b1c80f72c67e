import { createServiceApp, type ServiceModule } from '@navia/service-kit';

/**
 * Tasks: tasks, news and read state, dashboard stats. The platform gives it its schema, health checks and a place behind the gateway; its routes, migrations
 * and jobs are added by its area's issue.
 */
export const tasksService: ServiceModule = {
  name: 'tasks',
  migrations: [],
  create(deps) {
    return {
      app: createServiceApp({
        name: 'tasks',
        log: deps.log,
        bodyLimit: deps.config.bodyLimit,
        routers: [],
        readiness: { database: async () => void (await deps.db.raw('select 1')) },
      }),
      jobs: [],
    };
  },
};
