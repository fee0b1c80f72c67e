import Router from '@koa/router';
import { FormatsQuery, type FormatsResponse, type PlatformsResponse } from '@navia/contracts';
import { route, auth, type AccessTokenVerifier } from '@navia/service-kit';
import type { WriterSettings } from '../settings';
import { presentFormat, presentPlatform } from '../presenters/catalogue-presenter';
import type { CatalogueRepository } from '../repositories/catalogue-repository';
import { callerOf } from './caller';

/** GET /api/platforms and GET /api/formats?platformId= (spec part 2 §7): the catalogue, flagged for the caller's plan. */
export function catalogueRoutes(deps: { catalogue: CatalogueRepository; settings: WriterSettings; tokens: AccessTokenVerifier }): Router {
  const router = new Router({ prefix: '/api' });
  router.use(auth(deps.tokens));

  router.get('/platforms', route(async (c, { auth }) => {
    const { plan } = callerOf(auth);
    const rows = await deps.catalogue.platforms();
    c.body = { platforms: rows.map((r) => presentPlatform(r, plan)) } satisfies PlatformsResponse;
  }));

  router.get('/formats', route({ query: FormatsQuery }, async (c, { query, auth }) => {
    const { plan } = callerOf(auth);
    const rows = await deps.catalogue.formats(query.platformId);
    c.body = { formats: rows.map((r) => presentFormat(r, plan, deps.settings)) } satisfies FormatsResponse;
  }));

  return router;
}
