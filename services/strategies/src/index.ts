import { createServiceApp, type ServiceModule } from '@navia/service-kit';

/**
 * Strategies: templates, strategies, objectives and key results. The platform gives it its schema, health checks and a place behind the gateway; its routes, migrations
 * and jobs are added by its area's issue.
 */
export const strategiesService: ServiceModule = {
  name: 'strategies',
  migrations: [],
  create(deps) {
    return {
      app: createServiceApp({
        name: 'strategies',
        log: deps.log,
        bodyLimit: deps.config.bodyLimit,
        routers: [],
        readiness: { database: async () => void (await deps.db.raw('select 1')) },
      }),
      jobs: [],
    };
  },
};
