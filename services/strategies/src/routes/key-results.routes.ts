import Router from '@koa/router';
import type { z } from 'zod';
import { KeyResultIdParams, UpdateKeyResultBody, type KeyResultResponse } from '@navia/contracts';
import { auth, input, validate, type AuthState, type AccessTokenVerifier } from '@navia/service-kit';
import type { StrategiesDeps } from '../commands/strategies-deps';
import { updateKeyResult } from '../commands/update-key-result';
import { presentKeyResult } from '../presenters/strategy-presenter';

/** PATCH /api/key-results/{id} (spec part 2 §7): the current value of a change key result. */
export function keyResultRoutes(deps: StrategiesDeps & { tokens: AccessTokenVerifier }): Router {
  const router = new Router({ prefix: '/api' });
  router.use(auth(deps.tokens));

  router.patch('/key-results/:id', validate({ params: KeyResultIdParams, body: UpdateKeyResultBody }), async (c) => {
    const { userId, plan } = c.state.auth as AuthState;
    const { params, body } = input<typeof UpdateKeyResultBody, z.ZodUnknown, typeof KeyResultIdParams>(c);
    const row = await updateKeyResult(deps, { userId, plan }, params.id, body.currentValue);
    c.body = { success: true, keyResult: presentKeyResult(row) } satisfies KeyResultResponse;
  });

  return router;
}
