import type { Knex } from 'knex';
import { AiActivityLog, type AccessTokenVerifier, type InternalClient, type ServiceDeps } from '@navia/service-kit';
import { BrandMilestonesRepository } from './repositories/brand-milestones-repository';
import { BrandsRepository } from './repositories/brands-repository';

/**
 * What the brand service's routes and commands stand on; each takes the part it needs (`Pick<BrandDeps, …>`). The
 * voice analysis (`voice/`) builds its own on top (`createBrandVoice`): its analyzer, job and limiter.
 */
export interface BrandDeps {
  db: Knex;
  brands: BrandsRepository;
  milestones: BrandMilestonesRepository;
  identity: InternalClient;
  tokens: AccessTokenVerifier;
  serviceToken: string;
  /** The voice analyzers' calls to models, per user (issue 18). */
  aiActivity: AiActivityLog;
}

export function createBrandDeps(platform: ServiceDeps): BrandDeps {
  const { db, schema } = platform;
  return {
    db,
    brands: new BrandsRepository(db, schema),
    milestones: new BrandMilestonesRepository(db, schema),
    identity: platform.internal('identity'),
    tokens: platform.tokens,
    serviceToken: platform.config.secrets.serviceToken,
    aiActivity: new AiActivityLog(db, schema, platform.log),
  };
}
