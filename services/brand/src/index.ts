import { createServiceApp, forwardingMark, type ServiceModule } from '@navia/service-kit';
import { migrations } from './migrations';
import { BrandsRepository } from './repositories/brands-repository';
import { brandRoutes } from './routes/brand.routes';
import { BrandMilestonesRepository } from './repositories/brand-milestones-repository';
import { brandSetupProgressRoutes } from './routes/brand-setup-progress.routes';
import { internalRoutes } from './routes/internal.routes';
import { createBrandVoice } from './voice/brand-voice-module';

/** Brand: brands and brand data, onboarding completion (more in the brand HQ issue). */
export const brandService: ServiceModule = {
  name: 'brand',
  migrations,
  create(deps) {
    const brands = new BrandsRepository(deps.db, deps.schema);
    const milestones = new BrandMilestonesRepository(deps.db, deps.schema);
    const voice = createBrandVoice(deps, brands);
    return {
      app: createServiceApp({
        name: 'brand',
        log: deps.log,
        bodyLimit: deps.config.bodyLimit,
        forwardedBy: forwardingMark(deps.config.secrets.serviceToken),
        routers: [
          brandRoutes({ db: deps.db, brands, identity: deps.internal('identity'), tokens: deps.tokens }),
          brandSetupProgressRoutes({ brands, milestones, tokens: deps.tokens }),
          internalRoutes({ brands, milestones, serviceToken: deps.config.secrets.serviceToken }),
          voice.router,
        ],
        readiness: { database: async () => void (await deps.db.raw('select 1')) },
      }),
      jobs: [voice.job],
    };
  },
};
