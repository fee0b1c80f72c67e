import { createServiceApp, type ServiceModule } from '@navia/service-kit';
import { migrations } from './migrations';
import { BrandsRepository } from './repositories/brands-repository';
import { brandRoutes } from './routes/brand.routes';

/** Brand: brands and brand data, onboarding completion (more in the brand HQ issue). */
export const brandService: ServiceModule = {
  name: 'brand',
  migrations,
  create(deps) {
    const brands = new BrandsRepository(deps.db, deps.schema);
    return {
      app: createServiceApp({
        name: 'brand',
        log: deps.log,
        bodyLimit: deps.config.bodyLimit,
        routers: [brandRoutes({ db: deps.db, brands, identity: deps.internal('identity'), publicKey: deps.config.secrets.jwtPublicKey })],
        readiness: { database: async () => void (await deps.db.raw('select 1')) },
      }),
      jobs: [],
    };
  },
};
