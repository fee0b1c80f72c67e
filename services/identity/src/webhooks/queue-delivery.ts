import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { WebhookEventBody } from '@navia/contracts';
import type { IdentityDeps } from '../deps';
import type { WebhookRow } from '../repositories/webhooks-repository';
import { DELIVER_WEBHOOK_JOB, deliverWebhookJobId } from '../jobs/deliver-webhook.target';

/**
 * Records a delivery of `event` to `webhook` and its job in the outbox, in the caller's transaction; answers the
 * outbox row to hand on after the commit, or null when this event was already queued for this webhook.
 */
export async function queueDelivery(
  deps: Pick<IdentityDeps, 'webhooks' | 'outbox'>,
  trx: Knex.Transaction,
  webhook: WebhookRow,
  event: WebhookEventBody,
): Promise<string | null> {
  const delivery = await deps.webhooks.addDelivery({ id: randomUUID(), webhook_id: webhook.id, user_id: webhook.user_id, event_id: event.id, type: event.type, body: event }, trx);
  if (!delivery) return null;
  return deps.outbox.add(trx, DELIVER_WEBHOOK_JOB, { deliveryId: delivery.id }, { jobId: deliverWebhookJobId(delivery.id) });
}
