import Router from '@koa/router';
import { z } from 'zod';
import { PublicMetadata, UpdatePublicMetadataBody, planFromProviderIds, type InternalUserResponse, type UpdatePublicMetadataResponse } from '@navia/contracts';
import { input, notFound, serviceAuth, validate } from '@navia/service-kit';
import type { IdentityContext } from '../context';
import { updatePublicMetadata } from '../commands/user-updates';

const UserParams = z.object({ id: z.string().uuid() });

/** Service-to-service API (service token only; the gateway never routes /internal). */
export function internalRoutes(ctx: IdentityContext): Router {
  const router = new Router({ prefix: '/internal' });
  router.use(serviceAuth(ctx.config.secrets.serviceToken));

  router.get('/users/:id', validate({ params: UserParams }), async (c) => {
    const { params } = input<z.ZodUnknown, z.ZodUnknown, typeof UserParams>(c);
    const row = await ctx.users.findById(params.id);
    if (!row) throw notFound('User');
    c.body = { id: row.id, plan: planFromProviderIds(row.plan_ids), publicMetadata: PublicMetadata.parse(row.public_metadata) } satisfies InternalUserResponse;
  });

  router.post('/users/:id/public-metadata', validate({ params: UserParams, body: UpdatePublicMetadataBody }), async (c) => {
    const { params, body } = input<typeof UpdatePublicMetadataBody, z.ZodUnknown, typeof UserParams>(c);
    const row = await updatePublicMetadata(ctx, params.id, body.patch);
    c.body = { publicMetadata: PublicMetadata.parse(row.public_metadata) } satisfies UpdatePublicMetadataResponse;
  });

  return router;
}
