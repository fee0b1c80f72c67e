import type { Knex } from 'knex';
import type { PlanKey } from '@navia/contracts';
import type { AiActivityLog, InternalClient, JobOutbox, JobRuntime, Logger } from '@navia/service-kit';
import type { CatalogueRepository } from './repositories/catalogue-repository';
import type { FilesRepository } from './repositories/files-repository';
import type { TaskExecutionsRepository } from './repositories/task-executions-repository';
import type { UsageRepository } from './repositories/usage-repository';
import type { WriterSettings } from './settings';
import type { AiModelChoicesRepository } from './repositories/ai-model-choices-repository';
import type { FileVoicesRepository } from './repositories/file-voices-repository';
import type { FileProvenanceRepository } from './repositories/file-provenance-repository';
import type { WriterModels } from './writers/writer-models';

/** What the content service's commands stand on. */
export interface ContentDeps {
  db: Knex;
  catalogue: CatalogueRepository;
  files: FilesRepository;
  /** Each file's voice score (issue 18). */
  fileVoices: FileVoicesRepository;
  /** Where each generated file's text came from (issue 18). */
  provenance: FileProvenanceRepository;
  usage: UsageRepository;
  executions: TaskExecutionsRepository;
  identity: InternalClient;
  brand: InternalClient;
  tasks: InternalClient;
  strategies: InternalClient;
  jobs: JobRuntime;
  /** Jobs that follow from a write (a new run, a recorded failure), kept until the queue takes them. */
  outbox: JobOutbox;
  log: Logger;
  /** The models drafts are written with (WRITER), and each user's choice of one. */
  writers: WriterModels;
  modelChoices: AiModelChoicesRepository;
  /** The writers' calls to models other than the composer, per user (issue 18). */
  aiActivity: AiActivityLog;
  settings: WriterSettings;
}

/** The signed-in caller as commands see it. */
export interface Caller {
  userId: string;
  plan: PlanKey;
  /** From the access token (`AuthState.timeZone`): the zone the user's days are counted in. */
  timeZone?: string;
}
