import Router from '@koa/router';
import { KeyResultIdParams, UpdateKeyResultBody, type KeyResultResponse } from '@navia/contracts';
import { route, auth, type AccessTokenVerifier } from '@navia/service-kit';
import type { StrategiesDeps } from '../deps';
import { updateKeyResult } from '../commands/update-key-result';
import { presentKeyResult } from '../presenters/strategy-presenter';

/** PATCH /api/key-results/{id} (spec part 2 §7): the current value of a change key result. */
export function keyResultRoutes(deps: StrategiesDeps & { tokens: AccessTokenVerifier }): Router {
  const router = new Router({ prefix: '/api' });
  router.use(auth(deps.tokens));

  router.patch('/key-results/:id', route({ params: KeyResultIdParams, body: UpdateKeyResultBody }, async (c, { params, body, auth: { userId, plan } }) => {
    const row = await updateKeyResult(deps, { userId, plan }, params.id, body.currentValue);
    c.body = { success: true, keyResult: presentKeyResult(row) } satisfies KeyResultResponse;
  }));

  return router;
}
