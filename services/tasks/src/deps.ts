import type { Knex } from 'knex';
import type { AccessTokenVerifier, InternalClient, JobOutbox, Logger, ServiceDeps } from '@navia/service-kit';
import { createNewsSource } from './news/create-news-source';
import { NewsItemsRepository } from './news/news-items-repository';
import { NewsReadsRepository } from './news/news-reads-repository';
import type { NewsFeedReader } from './news/news-source';
import { TasksRepository } from './repositories/tasks-repository';
import { CalendarFeedsRepository } from './repositories/calendar-feeds-repository';
import type { TasksSettings } from './settings';
import { StatsRepository } from './stats/stats-repository';

/** What the tasks service's routes, commands and jobs stand on; each takes the part it needs (`Pick<TasksDeps, …>`). */
export interface TasksDeps {
  db: Knex;
  tasks: TasksRepository;
  stats: StatsRepository;
  /** The news feed from the configured source (NEWS_SOURCE). */
  feed: NewsFeedReader;
  reads: NewsReadsRepository;
  outbox: JobOutbox;
  tokens: AccessTokenVerifier;
  identity: InternalClient;
  /** A strategy's goal date, to say when moved tasks pass it (issue 17). */
  strategies: InternalClient;
  /** Each user's ICS feed secret (issue 17). */
  calendarFeeds: CalendarFeedsRepository;
  log: Logger;
  serviceToken: string;
}

export function createTasksDeps(platform: ServiceDeps, settings: TasksSettings): TasksDeps {
  const { db, schema } = platform;
  return {
    db,
    tasks: new TasksRepository(db, schema),
    stats: new StatsRepository(db, schema),
    feed: createNewsSource(settings.news, new NewsItemsRepository(db, schema), platform.log),
    reads: new NewsReadsRepository(db, schema),
    outbox: platform.outbox,
    tokens: platform.tokens,
    identity: platform.internal('identity'),
    strategies: platform.internal('strategies'),
    calendarFeeds: new CalendarFeedsRepository(db, schema),
    log: platform.log,
    serviceToken: platform.config.secrets.serviceToken,
  };
}
