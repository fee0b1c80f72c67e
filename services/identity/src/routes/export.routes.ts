import Router from '@koa/router';
import { auth, route } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import { openAccountExport } from '../export/account-export';

/** `GET /api/export` (issue 19): the signed-in user's data as a zip, on every plan (it is the person's own data). */
export function exportRoutes(deps: IdentityDeps): Router {
  const router = new Router({ prefix: '/api/export' });

  router.get('/', auth(deps.tokens), route(async (c, { auth: { userId } }) => {
    const { stream, fileName } = await openAccountExport(deps, userId);
    c.set('Content-Type', 'application/zip');
    c.set('Content-Disposition', `attachment; filename="${fileName}"`);
    c.body = stream;
  }));

  return router;
}
