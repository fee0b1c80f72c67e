import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { PLANS, WEBHOOK_EVENT_RAISED, type PlanKey, type WebhookEventType } from '@navia/contracts';
import type { JobOutbox } from '../jobs/outbox';

/**
 * Records a webhook event (issue 19) in the service's outbox, inside the write's transaction, for identity to fan
 * out to the user's webhooks. Only for a plan with webhooks: a user who cannot have any gets no job. Answers the
 * outbox row to hand on after the commit, or null when nothing was recorded.
 */
export async function raiseWebhookEvent(
  outbox: JobOutbox,
  trx: Knex | Knex.Transaction,
  event: { userId: string; plan: PlanKey; type: WebhookEventType; data: Record<string, unknown> },
): Promise<string | null> {
  if (!PLANS[event.plan].limits.features.webhooks) return null;
  const eventId = randomUUID();
  return outbox.add(trx, WEBHOOK_EVENT_RAISED, { eventId, userId: event.userId, type: event.type, occurredAt: new Date().toISOString(), data: event.data }, { jobId: `webhook-event-${eventId}` });
}
