import { createServiceApp, forwardingMark, noSettings, userErasureRoutes, type ServiceModule } from '@navia/service-kit';
import type { StrategiesDeps } from './deps';
import { firstStrategyJob } from './jobs/first-strategy.job';
import { undoLaunchJob } from './jobs/undo-launch.job';
import { taskStatusChangedJob } from './jobs/task-status-changed.job';
import { migrations } from './migrations';
import { StrategiesRepository } from './repositories/strategies-repository';
import { TemplatesRepository } from './repositories/templates-repository';
import { internalRoutes } from './routes/internal.routes';
import { exportRoutes } from './routes/export.routes';
import { importRoutes } from './routes/import.routes';
import { keyResultRoutes } from './routes/key-results.routes';
import { strategyRoutes } from './routes/strategies.routes';
import { templateRoutes } from './routes/templates.routes';

/**
 * Strategies: the template library (seeded by migration), launched strategies with their objectives and key
 * results, and the progress figures kept from the tasks service's events.
 */
export const strategiesService: ServiceModule<undefined> = {
  name: 'strategies',
  migrations,
  loadSettings: noSettings,
  create(deps) {
    const templates = new TemplatesRepository(deps.db, deps.schema);
    const commandDeps: StrategiesDeps = {
      db: deps.db,
      strategies: new StrategiesRepository(deps.db, deps.schema),
      templates,
      identity: deps.internal('identity'),
      brand: deps.internal('brand'),
      tasks: deps.internal('tasks'),
      outbox: deps.outbox,
      log: deps.log,
    };
    return {
      app: createServiceApp({
        name: 'strategies',
        log: deps.log,
        bodyLimit: deps.config.bodyLimit,
        forwardedBy: forwardingMark(deps.config.secrets.serviceToken),
        routers: [
          templateRoutes({ templates, tokens: deps.tokens }),
          strategyRoutes({ ...commandDeps, tokens: deps.tokens }),
          keyResultRoutes({ ...commandDeps, tokens: deps.tokens }),
          internalRoutes({ strategies: commandDeps.strategies, serviceToken: deps.config.secrets.serviceToken }),
          exportRoutes({ strategies: commandDeps.strategies, serviceToken: deps.config.secrets.serviceToken }),
          importRoutes({ db: deps.db, strategies: commandDeps.strategies, serviceToken: deps.config.secrets.serviceToken }),
          userErasureRoutes({ db: deps.db, schema: deps.schema, serviceToken: deps.config.secrets.serviceToken }),
        ],
        readiness: { database: async () => void (await deps.db.raw('select 1')) },
      }),
      jobs: [taskStatusChangedJob(commandDeps), firstStrategyJob(commandDeps), undoLaunchJob(commandDeps)],
    };
  },
};
