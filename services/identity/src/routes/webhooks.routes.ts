import Router from '@koa/router';
import {
  CreateWebhookBody,
  WebhookIdParams,
  type CreateWebhookResponse,
  type DeleteWebhookResponse,
  type TestWebhookResponse,
  type WebhookDeliveriesResponse,
  type WebhooksResponse,
} from '@navia/contracts';
import { auth, notFound, route } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import { createWebhook, listWebhooks, sendTestEvent, webhookDeliveries } from '../commands/webhooks';
import { featureAccess } from '../lib/plan-feature';

/**
 * `/api/webhooks` (issue 19 item 6). Listing, the delivery log and deleting work on every plan (a downgraded user can
 * still see and remove); adding one and the test event need Grow. An API token may manage webhooks (an integration
 * registers its own), with the write scope for changes.
 */
export function webhooksRoutes(deps: IdentityDeps): Router {
  const router = new Router({ prefix: '/api/webhooks' });
  router.use(auth(deps.tokens));

  router.get('/', route(async (c, { auth: { userId, plan } }) => {
    c.body = { webhooks: await listWebhooks(deps, userId), ...featureAccess(plan, 'webhooks') } satisfies WebhooksResponse;
  }));

  router.post('/', route({ body: CreateWebhookBody }, async (c, { body, auth: { userId, plan } }) => {
    c.status = 201;
    c.body = (await createWebhook(deps, userId, plan, body)) satisfies CreateWebhookResponse;
  }));

  router.delete('/:id', route({ params: WebhookIdParams }, async (c, { params, auth: { userId } }) => {
    if (!(await deps.webhooks.delete(userId, params.id))) throw notFound('Webhook');
    c.body = { success: true, id: params.id } satisfies DeleteWebhookResponse;
  }));

  router.get('/:id/deliveries', route({ params: WebhookIdParams }, async (c, { params, auth: { userId } }) => {
    c.body = { deliveries: await webhookDeliveries(deps, userId, params.id) } satisfies WebhookDeliveriesResponse;
  }));

  router.post('/:id/test', route({ params: WebhookIdParams }, async (c, { params, auth: { userId, plan } }) => {
    c.status = 202;
    c.body = { eventId: await sendTestEvent(deps, userId, plan, params.id) } satisfies TestWebhookResponse;
  }));

  return router;
}
