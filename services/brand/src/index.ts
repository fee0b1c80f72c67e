import { createServiceApp, forwardingMark, purgeAiActivityJob, purgeAiActivityTarget, scheduleHourly, userErasureRoutes, type ServiceModule } from '@navia/service-kit';
import { migrations } from './migrations';
import { createBrandDeps } from './deps';
import { loadBrandSettings, type BrandSettings } from './settings';
import { brandRoutes } from './routes/brand.routes';
import { brandSetupProgressRoutes } from './routes/brand-setup-progress.routes';
import { internalRoutes } from './routes/internal.routes';
import { exportRoutes } from './routes/export.routes';
import { importRoutes } from './routes/import.routes';
import { voiceScoreRoutes } from './routes/voice-score.routes';
import { createBrandVoice } from './voice/brand-voice-module';

/** Brand: brands and brand data, onboarding completion (more in the brand HQ issue). */
export const brandService: ServiceModule<BrandSettings> = {
  name: 'brand',
  migrations,
  loadSettings: loadBrandSettings,
  create(platform, settings) {
    const deps = createBrandDeps(platform);
    const voice = createBrandVoice(platform, settings.voice, deps.brands, deps.aiActivity);
    const purge = scheduleHourly(platform.jobs, purgeAiActivityTarget('brand'), platform.log);
    return {
      app: createServiceApp({
        name: 'brand',
        log: platform.log,
        bodyLimit: platform.config.bodyLimit,
        forwardedBy: forwardingMark(deps.serviceToken),
        routers: [brandRoutes(deps), brandSetupProgressRoutes(deps), internalRoutes(deps), exportRoutes(deps), importRoutes(deps), userErasureRoutes({ db: platform.db, schema: platform.schema, serviceToken: deps.serviceToken }), voice.router, voiceScoreRoutes(deps)],
        readiness: { database: async () => void (await deps.db.raw('select 1')) },
      }),
      jobs: [voice.job, purgeAiActivityJob('brand', deps.aiActivity)],
      start: async () => {
        // The first look for a local model server (BRAND_VOICE_ANALYZER=auto) starts with the service.
        voice.start();
        await purge.start();
      },
      stop: async () => {
        purge.stop();
        voice.stop();
      },
    };
  },
};
