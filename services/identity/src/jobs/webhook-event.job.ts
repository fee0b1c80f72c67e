import { WEBHOOK_EVENT_RAISED, type WebhookEventRaised } from '@navia/contracts';
import { defineJob, type JobDefinition } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import { queueDelivery } from '../webhooks/queue-delivery';

/**
 * An event from another service (contracts WEBHOOK_EVENT_RAISED): one delivery per webhook of the user that takes
 * this type. The delivery is unique per (webhook, event), so the event handled twice (a redelivered job) is sent once.
 */
export function webhookEventJob(deps: Pick<IdentityDeps, 'db' | 'webhooks' | 'outbox'>): JobDefinition<WebhookEventRaised> {
  return defineJob({
    ...WEBHOOK_EVENT_RAISED,
    async perform(event) {
      const queued = await deps.db.transaction(async (trx) => {
        const ids: string[] = [];
        for (const webhook of await deps.webhooks.subscribers(event.userId, event.type, trx)) {
          const id = await queueDelivery(deps, trx, webhook, { id: event.eventId, type: event.type, createdAt: event.occurredAt, data: event.data });
          if (id) ids.push(id);
        }
        return ids;
      });
      await deps.outbox.dispatch(queued);
      return { deliveries: queued.length };
    },
  });
}
