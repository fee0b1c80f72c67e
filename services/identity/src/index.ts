import type { ServiceModule } from '@navia/service-kit';
import { createServiceApp, forwardingMark, scheduleHourly } from '@navia/service-kit';
import { migrations } from './migrations';
import { createIdentityDeps } from './deps';
import { loadIdentitySettings, type IdentitySettings } from './settings';
import { authRoutes } from './routes/auth.routes';
import { userRoutes } from './routes/user.routes';
import { exportRoutes } from './routes/export.routes';
import { accountRoutes } from './routes/account.routes';
import { apiTokensRoutes } from './routes/api-tokens.routes';
import { webhooksRoutes } from './routes/webhooks.routes';
import { IMPORT_PATH, importRoutes } from './routes/import.routes';
import { webhookEventJob } from './jobs/webhook-event.job';
import { deliverWebhookJob } from './jobs/deliver-webhook.job';
import { eraseUserDataJob } from './jobs/erase-user-data.job';
import { resumeAccountDeletions } from './commands/delete-account';
import { billingRoutes } from './routes/billing.routes';
import { internalRoutes } from './routes/internal.routes';
import { purgeSessionsJob } from './jobs/purge-sessions.job';
import { PURGE_SESSIONS_JOB } from './jobs/purge-sessions.target';
import { restoreRevocations } from './commands/restore-revocations';

/** Identity: accounts, sessions, user metadata and plans (the shell's backend). */
export const identityService: ServiceModule<IdentitySettings> = {
  name: 'identity',
  migrations,
  loadSettings: loadIdentitySettings,
  create(deps, settings) {
    const identity = createIdentityDeps(deps.db, deps.schema, deps.config, settings, deps.log, deps.tokens, deps.internal, { outbox: deps.outbox, jobs: deps.jobs }, deps.redis);
    const purge = scheduleHourly(deps.jobs, PURGE_SESSIONS_JOB, deps.log);
    return {
      app: createServiceApp({
        name: 'identity',
        log: deps.log,
        bodyLimit: deps.config.bodyLimit,
        rawBodyPaths: [IMPORT_PATH],
        forwardedBy: forwardingMark(deps.config.secrets.serviceToken),
        routers: [authRoutes(identity), userRoutes(identity), exportRoutes(identity), accountRoutes(identity), apiTokensRoutes(identity), webhooksRoutes(identity), importRoutes(identity), billingRoutes(identity), internalRoutes(identity)],
        readiness: { database: async () => void (await deps.db.raw('select 1')) },
      }),
      jobs: [purgeSessionsJob(identity), eraseUserDataJob(identity), webhookEventJob(identity), deliverWebhookJob(identity)],
      async start() {
        const restored = await restoreRevocations(identity);
        if (restored) deps.log.info({ restored }, 'revocations still in force restored from the database');
        await purge.start();
        const resumed = await resumeAccountDeletions(identity);
        if (resumed) deps.log.info({ resumed }, 'account deletions resumed');
      },
      async stop() {
        purge.stop();
      },
    };
  },
};

export { createIdentityDeps } from './deps';
export { setPlan } from './commands/set-plan';
export { setAdmin } from './commands/set-admin';
