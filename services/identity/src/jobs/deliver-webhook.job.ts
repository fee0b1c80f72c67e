import { defineJob, type JobDefinition } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import { sendWebhook } from '../webhooks/send-webhook';
import { DELIVER_WEBHOOK_JOB, type DeliverWebhookJobData } from './deliver-webhook.target';

/**
 * Sends one delivery and records the attempt (the delivery log). A failure throws, so the queue tries again later;
 * the last attempt records the delivery as failed. A delivery whose webhook was deleted meanwhile is dropped.
 */
export function deliverWebhookJob(deps: Pick<IdentityDeps, 'webhooks' | 'settings'>): JobDefinition<DeliverWebhookJobData> {
  return defineJob({
    ...DELIVER_WEBHOOK_JOB,
    async perform({ deliveryId }, { attempt, log }) {
      const found = await deps.webhooks.deliveryWithWebhook(deliveryId);
      if (!found || found.delivery.status === 'delivered') return { skipped: true };
      const { delivery, webhook } = found;
      const result = await sendWebhook(webhook.url, webhook.secret, delivery.body, deps.settings.webhooks);
      if (result.ok) {
        await deps.webhooks.recordAttempt(deliveryId, { status: 'delivered', responseCode: result.status, error: null });
        await deps.webhooks.pruneDeliveries(webhook.id);
        return { status: result.status };
      }
      const last = attempt >= DELIVER_WEBHOOK_JOB.retry.attempts;
      await deps.webhooks.recordAttempt(deliveryId, { status: last ? 'failed' : 'pending', responseCode: result.status, error: result.error });
      log.info({ deliveryId, webhookId: webhook.id, attempt, status: result.status }, 'webhook delivery failed; the queue tries again');
      throw new Error(result.error);
    },
  });
}
