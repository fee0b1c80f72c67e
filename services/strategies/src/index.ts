import { createServiceApp, type ServiceModule } from '@navia/service-kit';
import { migrations } from './migrations';
import { TemplatesRepository } from './repositories/templates-repository';
import { templateRoutes } from './routes/templates.routes';

/** Strategies: the template library (seeded by migration); strategies, objectives and key results join it. */
export const strategiesService: ServiceModule = {
  name: 'strategies',
  migrations,
  create(deps) {
    const templates = new TemplatesRepository(deps.db, deps.schema);
    return {
      app: createServiceApp({
        name: 'strategies',
        log: deps.log,
        bodyLimit: deps.config.bodyLimit,
        routers: [templateRoutes({ templates, publicKey: deps.config.secrets.jwtPublicKey })],
        readiness: { database: async () => void (await deps.db.raw('select 1')) },
      }),
      jobs: [],
    };
  },
};
