import { AiActivityLog, createServiceApp, forwardingMark, LocalAiDiscovery, purgeAiActivityJob, purgeAiActivityTarget, scheduleHourly, userErasureRoutes, type ServiceModule } from '@navia/service-kit';
import type { ContentDeps } from './deps';
import { loadContentSettings, type ContentSettings } from './settings';
import { taskExecutionJob } from './jobs/task-execution.job';
import { migrations } from './migrations';
import { AiModelChoicesRepository } from './repositories/ai-model-choices-repository';
import { CatalogueRepository } from './repositories/catalogue-repository';
import { FileVoicesRepository } from './repositories/file-voices-repository';
import { FileProvenanceRepository } from './repositories/file-provenance-repository';
import { FilesRepository } from './repositories/files-repository';
import { TaskExecutionsRepository } from './repositories/task-executions-repository';
import { UsageRepository } from './repositories/usage-repository';
import { aiActivityRoutes } from './routes/ai-activity.routes';
import { aiModelRoutes, voiceRewriteRoutes } from './routes/ai-model.routes';
import { catalogueRoutes } from './routes/catalogue.routes';
import { filesRoutes } from './routes/files.routes';
import { exportRoutes } from './routes/export.routes';
import { importRoutes } from './routes/import.routes';
import { taskExecutionRoutes } from './routes/task-execution.routes';
import { writingRoutes } from './routes/writing.routes';
import { WriterModels } from './writers/writer-models';

/**
 * Content: the writing catalogue (platforms and formats, seeded by migration), the file library with versions, the
 * writers (a local model server found by WRITER=auto, the offline composer, MindStudio, OpenAI-compatible) with
 * per-plan metering and each user's choice of model, and task execution on
 * the `content.task-execution` queue.
 */
export const contentService: ServiceModule<ContentSettings> = {
  name: 'content',
  migrations,
  loadSettings: loadContentSettings,
  create(deps, settings) {
    const discovery = settings.writing.writer === 'auto' ? new LocalAiDiscovery(settings.writing.localAi, deps.log) : null;
    const aiActivity = new AiActivityLog(deps.db, deps.schema, deps.log);
    const writers = new WriterModels(settings.writing, discovery, deps.log, aiActivity);
    const purge = scheduleHourly(deps.jobs, purgeAiActivityTarget('content'), deps.log);
    const commandDeps: ContentDeps = {
      db: deps.db,
      catalogue: new CatalogueRepository(deps.db, deps.schema),
      files: new FilesRepository(deps.db, deps.schema),
      fileVoices: new FileVoicesRepository(deps.db, deps.schema),
      provenance: new FileProvenanceRepository(deps.db, deps.schema),
      usage: new UsageRepository(deps.db, deps.schema),
      executions: new TaskExecutionsRepository(deps.db, deps.schema),
      identity: deps.internal('identity'),
      brand: deps.internal('brand'),
      tasks: deps.internal('tasks'),
      strategies: deps.internal('strategies'),
      jobs: deps.jobs,
      outbox: deps.outbox,
      log: deps.log,
      writers,
      modelChoices: new AiModelChoicesRepository(deps.db, deps.schema),
      aiActivity,
      settings: settings.writing,
    };
    return {
      app: createServiceApp({
        name: 'content',
        log: deps.log,
        // Files can be larger than other bodies; the plan's storage.maxFileSizeMb is checked on top.
        bodyLimit: settings.bodyLimit,
        forwardedBy: forwardingMark(deps.config.secrets.serviceToken),
        routers: [
          catalogueRoutes({ catalogue: commandDeps.catalogue, settings: commandDeps.settings, tokens: deps.tokens }),
          filesRoutes({ ...commandDeps, tokens: deps.tokens }),
          writingRoutes({ ...commandDeps, tokens: deps.tokens }),
          aiModelRoutes({ ...commandDeps, tokens: deps.tokens }),
          voiceRewriteRoutes({ ...commandDeps, tokens: deps.tokens }),
          aiActivityRoutes({ ...commandDeps, tokens: deps.tokens }),
          taskExecutionRoutes({ ...commandDeps, tokens: deps.tokens }),
          exportRoutes(commandDeps, deps.config.secrets.serviceToken),
          importRoutes(commandDeps, deps.config.secrets.serviceToken),
          userErasureRoutes({ db: deps.db, schema: deps.schema, serviceToken: deps.config.secrets.serviceToken }),
        ],
        readiness: { database: async () => void (await deps.db.raw('select 1')) },
      }),
      jobs: [taskExecutionJob(commandDeps), purgeAiActivityJob('content', aiActivity)],
      // The first look for a local model server starts with the service, not with the first draft.
      start: async () => {
        writers.start();
        await purge.start();
      },
      stop: async () => {
        purge.stop();
        writers.stop();
      },
    };
  },
};
