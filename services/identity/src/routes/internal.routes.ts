import Router from '@koa/router';
import { z } from 'zod';
import { PublicMetadata, ResolveApiTokenBody, UpdatePublicMetadataBody, type ResolvedApiToken, planFromProviderIds, type InternalUserResponse, type UpdatePublicMetadataResponse } from '@navia/contracts';
import { internalRoute, notFound, serviceAuth } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import { updatePublicMetadata } from '../commands/update-public-metadata';
import { resolveApiToken } from '../commands/api-tokens';

const UserParams = z.object({ id: z.string().uuid() });

/** Service-to-service API (service token only; the gateway never routes /internal). */
export function internalRoutes(deps: IdentityDeps): Router {
  const router = new Router({ prefix: '/internal' });
  router.use(serviceAuth(deps.config.secrets.serviceToken));

  router.get('/users/:id', internalRoute({ params: UserParams }, async (c, { params }) => {
    const row = await deps.users.findById(params.id);
    if (!row) throw notFound('User');
    c.body = { id: row.id, plan: planFromProviderIds(row.plan_ids), publicMetadata: PublicMetadata.parse(row.public_metadata) } satisfies InternalUserResponse;
  }));

  router.post('/users/:id/public-metadata', internalRoute({ params: UserParams, body: UpdatePublicMetadataBody }, async (c, { params, body }) => {
    const row = await updatePublicMetadata(deps, params.id, body.patch);
    c.body = { publicMetadata: PublicMetadata.parse(row.public_metadata) } satisfies UpdatePublicMetadataResponse;
  }));

  // Every service asks here when shown a personal API token (service-kit ApiTokenResolver, issue 19).
  router.post('/api-tokens/resolve', internalRoute({ body: ResolveApiTokenBody }, async (c, { body }) => {
    c.body = (await resolveApiToken(deps, body.token)) satisfies ResolvedApiToken;
  }));

  return router;
}
