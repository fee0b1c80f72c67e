import Router from '@koa/router';
import { ErrorIds, TestModePlanBody, planFromProviderIds, planSummary, type BillingConfigResponse, type TestModePlanResponse } from '@navia/contracts';
import { publicRoute, route, AppError, auth } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import { setPlan } from '../commands/set-plan';
import { accessTokenFor } from '../commands/issue-session';

export function billingRoutes(deps: IdentityDeps): Router {
  const router = new Router({ prefix: '/api/billing' });
  // Session only: the answer is a new access token, which an API token's caller must not get (issue 19).
  const requireAuth = auth(deps.tokens, { sessionOnly: true });

  // Public: a visitor deciding whether to sign up is told on the pricing page when plans are in test mode.
  router.get('/config', publicRoute((c) => {
    const provider = deps.settings.billingProvider;
    c.body = { provider, testMode: provider === 'test-mode' } satisfies BillingConfigResponse;
  }));

  router.post('/test-mode/plan', requireAuth, route({ body: TestModePlanBody }, async (c, { body, auth: { userId, sessionId } }) => {
    if (deps.settings.billingProvider !== 'test-mode') {
      throw new AppError(ErrorIds.billingUnavailable, 403, 'Plan changes without payment are only available in billing test mode');
    }
    const row = await setPlan(deps, userId, body.plan);
    deps.log.info({ userId, plan: body.plan }, 'plan switched in test mode');
    // setPlan ended the tokens issued before the change (this request's included); the fresh one carries the new plan.
    c.body = { plan: planSummary(planFromProviderIds(row.plan_ids)), accessToken: accessTokenFor(deps, row, sessionId) } satisfies TestModePlanResponse;
  }));

  return router;
}
