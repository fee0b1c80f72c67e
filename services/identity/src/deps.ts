import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Knex } from 'knex';
import { createLimiter, type AccessTokenVerifier, type InternalClient, type JobOutbox, type JobRuntime, type Logger, type PlatformConfig } from '@navia/service-kit';
import type { ServiceName } from '@navia/contracts';
import { AccountDeletionsRepository } from './repositories/account-deletions-repository';
import { ApiTokensRepository } from './repositories/api-tokens-repository';
import { WebhooksRepository } from './repositories/webhooks-repository';
import { ImportsRepository } from './repositories/imports-repository';
import type { ErasingService } from './jobs/erase-user-data.target';
import type { Redis } from 'ioredis';
import { SessionsRepository } from './repositories/sessions-repository';
import { SignInAddressesRepository } from './repositories/sign-in-addresses-repository';
import { UsersRepository } from './repositories/users-repository';
import { PasswordHasher } from './lib/password';
import type { SignInLimiters } from './lib/sign-in-throttle';
import type { IdentitySettings } from './settings';

/** What identity's commands share: repositories, the platform's configuration and identity's own settings, the throttles. */
export interface IdentityDeps {
  db: Knex;
  config: PlatformConfig;
  settings: IdentitySettings;
  log: Logger;
  users: UsersRepository;
  sessions: SessionsRepository;
  signInAddresses: SignInAddressesRepository;
  passwords: PasswordHasher;
  /** Verifies access tokens; its revocation list is where identity records what it revokes. */
  tokens: AccessTokenVerifier;
  limiters: SignInLimiters & { signUpIp: RateLimiterAbstract; signUpAccount: RateLimiterAbstract };
  /** The services holding the rest of the account: an export gathers from them, a deletion erases in them (issue 19). */
  peers: Record<ErasingService, Pick<InternalClient, 'call'>>;
  accountDeletions: AccountDeletionsRepository;
  apiTokens: ApiTokensRepository;
  webhooks: WebhooksRepository;
  imports: ImportsRepository;
  /** Jobs that follow from a write (the deletion saga's steps), kept until the queue takes them. */
  outbox: JobOutbox;
  jobs: JobRuntime;
}

export function createIdentityDeps(
  db: Knex,
  schema: string,
  config: PlatformConfig,
  settings: IdentitySettings,
  log: Logger,
  tokens: AccessTokenVerifier,
  internal: (service: ServiceName) => InternalClient,
  queues: { outbox: JobOutbox; jobs: JobRuntime },
  redis?: Redis,
): IdentityDeps {
  const t = settings.throttle;
  return {
    db,
    config,
    settings,
    log,
    users: new UsersRepository(db, schema),
    sessions: new SessionsRepository(db, schema),
    signInAddresses: new SignInAddressesRepository(db, schema),
    passwords: new PasswordHasher(settings.passwordHashing),
    tokens,
    accountDeletions: new AccountDeletionsRepository(db, schema),
    apiTokens: new ApiTokensRepository(db, schema),
    webhooks: new WebhooksRepository(db, schema),
    imports: new ImportsRepository(db, schema),
    outbox: queues.outbox,
    jobs: queues.jobs,
    peers: { brand: internal('brand'), strategies: internal('strategies'), tasks: internal('tasks'), content: internal('content') },
    limiters: {
      signInAccount: createLimiter({ keyPrefix: `${config.queuePrefix}:signin:acct`, points: t.signInFailuresPerAccount, durationSeconds: t.signInWindowSeconds }, redis),
      signInAccountAtKnownAddress: createLimiter({ keyPrefix: `${config.queuePrefix}:signin:acct-known-addr`, points: t.signInFailuresPerAccount, durationSeconds: t.signInWindowSeconds }, redis),
      signInIp: createLimiter({ keyPrefix: `${config.queuePrefix}:signin:ip`, points: t.signInFailuresPerIp, durationSeconds: t.signInWindowSeconds }, redis),
      signUpIp: createLimiter({ keyPrefix: `${config.queuePrefix}:signup:ip`, points: t.signUpPerIp, durationSeconds: t.signUpWindowSeconds }, redis),
      signUpAccount: createLimiter({ keyPrefix: `${config.queuePrefix}:signup:acct`, points: t.signUpPerAccount, durationSeconds: t.signUpWindowSeconds }, redis),
    },
  };
}
