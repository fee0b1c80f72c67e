import type { ServiceModule } from '@navia/service-kit';
import { createServiceApp, forwardingMark } from '@navia/service-kit';
import { migrations } from './migrations';
import { createIdentityDeps } from './deps';
import { loadIdentitySettings, type IdentitySettings } from './settings';
import { authRoutes } from './routes/auth.routes';
import { userRoutes } from './routes/user.routes';
import { billingRoutes } from './routes/billing.routes';
import { internalRoutes } from './routes/internal.routes';
import { purgeJobIdFor, purgeSessionsJob } from './jobs/purge-sessions.job';
import { restoreRevocations } from './commands/token-revocation';

/** Identity: accounts, sessions, user metadata and plans (the shell's backend). */
export const identityService: ServiceModule<IdentitySettings> = {
  name: 'identity',
  migrations,
  loadSettings: loadIdentitySettings,
  create(deps, settings) {
    const identity = createIdentityDeps(deps.db, deps.schema, deps.config, settings, deps.log, deps.tokens, deps.redis);
    const purge = purgeSessionsJob(identity.sessions, identity.signInAddresses, settings.throttle.signInKnownAddressDays);
    let timer: NodeJS.Timeout | undefined;
    const schedulePurge = () =>
      deps.jobs.enqueue(purge, {}, { jobId: purgeJobIdFor(new Date()) }).catch((err) => deps.log.warn({ err }, 'could not schedule session purge'));
    return {
      app: createServiceApp({
        name: 'identity',
        log: deps.log,
        bodyLimit: deps.config.bodyLimit,
        forwardedBy: forwardingMark(deps.config.secrets.serviceToken),
        routers: [authRoutes(identity), userRoutes(identity), billingRoutes(identity), internalRoutes(identity)],
        readiness: { database: async () => void (await deps.db.raw('select 1')) },
      }),
      jobs: [purge],
      async start() {
        const restored = await restoreRevocations(identity);
        if (restored) deps.log.info({ restored }, 'revocations still in force restored from the database');
        await schedulePurge();
        timer = setInterval(schedulePurge, 3600_000);
        timer.unref();
      },
      async stop() {
        if (timer) clearInterval(timer);
      },
    };
  },
};

export { createIdentityDeps } from './deps';
export { setPlan } from './commands/set-plan';
export { setAdmin } from './commands/set-admin';
