import type { Knex } from 'knex';
import type { InternalClient, JobOutbox, Logger } from '@navia/service-kit';
import type { PlanKey } from '@navia/contracts';
import type { StrategiesRepository } from './repositories/strategies-repository';
import type { TemplatesRepository } from './repositories/templates-repository';

/** What the strategy commands work with: their own tables, and the typed clients of the services they call. */
export interface StrategiesDeps {
  db: Knex;
  strategies: StrategiesRepository;
  templates: TemplatesRepository;
  identity: InternalClient;
  brand: InternalClient;
  tasks: InternalClient;
  outbox: JobOutbox;
  log: Logger;
}

export interface Caller {
  userId: string;
  plan: PlanKey;
  /** From the access token (`AuthState.timeZone`): the zone the user's days are counted in. */
  timeZone?: string;
}
