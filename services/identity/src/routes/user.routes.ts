import Router from '@koa/router';
import { TimezoneBody, type TimezoneResponse } from '@navia/contracts';
import { auth, input, validate, type AuthState } from '@navia/service-kit';
import type { IdentityContext } from '../context';
import { updatePublicMetadata } from '../commands/user-updates';
import { presentUser } from '../presenters/user-presenter';

export function userRoutes(ctx: IdentityContext): Router {
  const router = new Router({ prefix: '/api/user' });

  router.post('/timezone', auth(ctx.tokens), validate({ body: TimezoneBody }), async (c) => {
    const { userId } = c.state.auth as AuthState;
    const { body } = input<typeof TimezoneBody>(c);
    const row = await updatePublicMetadata(ctx, userId, body.timezoneMetadata);
    c.body = { success: true, user: presentUser(row) } satisfies TimezoneResponse;
  });

  return router;
}
