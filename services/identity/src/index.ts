import type { ServiceModule } from '@navia/service-kit';
import { createServiceApp, forwardingMark } from '@navia/service-kit';
import { migrations } from './migrations';
import { createIdentityContext } from './context';
import { authRoutes } from './routes/auth.routes';
import { userRoutes } from './routes/user.routes';
import { billingRoutes } from './routes/billing.routes';
import { internalRoutes } from './routes/internal.routes';
import { purgeJobIdFor, purgeSessionsJob } from './jobs/purge-sessions.job';
import { restoreRevocations } from './commands/token-revocation';

/** Identity: accounts, sessions, user metadata and plans (the shell's backend). */
export const identityService: ServiceModule = {
  name: 'identity',
  migrations,
  create(deps) {
    const ctx = createIdentityContext(deps.db, deps.schema, deps.config, deps.log, deps.tokens, deps.redis);
    const purge = purgeSessionsJob(ctx.sessions, ctx.signInAddresses, ctx.config.throttle.signInKnownAddressDays);
    let timer: NodeJS.Timeout | undefined;
    const schedulePurge = () =>
      deps.jobs.enqueue(purge, {}, { jobId: purgeJobIdFor(new Date()) }).catch((err) => deps.log.warn({ err }, 'could not schedule session purge'));
    return {
      app: createServiceApp({
        name: 'identity',
        log: deps.log,
        bodyLimit: deps.config.bodyLimit,
        forwardedBy: forwardingMark(deps.config.secrets.serviceToken),
        routers: [authRoutes(ctx), userRoutes(ctx), billingRoutes(ctx), internalRoutes(ctx)],
        readiness: { database: async () => void (await deps.db.raw('select 1')) },
      }),
      jobs: [purge],
      async start() {
        const restored = await restoreRevocations(ctx);
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

export { createIdentityContext } from './context';
export { setPlan, setAdmin } from './commands/user-updates';
