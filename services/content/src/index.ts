import { createServiceApp, type ServiceModule } from '@navia/service-kit';

/**
 * Content: files, versions, platforms, formats and AI writers. The platform gives it its schema, health checks and a place behind the gateway; its routes, migrations
 * and jobs are added by its area's issue.
 */
export const contentService: ServiceModule = {
  name: 'content',
  migrations: [],
  create(deps) {
    return {
      app: createServiceApp({
        name: 'content',
        log: deps.log,
        bodyLimit: deps.config.bodyLimit,
        routers: [],
        readiness: { database: async () => void (await deps.db.raw('select 1')) },
      }),
      jobs: [],
    };
  },
};
