import { z } from 'zod';
import type { JobTarget } from '@navia/service-kit';

export const DeliverWebhookJobData = z.object({ deliveryId: z.string().uuid() });
export type DeliverWebhookJobData = z.infer<typeof DeliverWebhookJobData>;

/**
 * identity.webhook-deliveries: one event to one webhook. Retried with doubling backoff from 2 s for 15 attempts
 * (about 9 hours in all), so a receiver that is down gets its deliveries when it is back.
 */
export const DELIVER_WEBHOOK_JOB = {
  queue: 'identity.webhook-deliveries',
  name: 'deliver-webhook',
  schema: DeliverWebhookJobData,
  retry: { attempts: 15, backoffMs: 2_000 },
} satisfies JobTarget<DeliverWebhookJobData>;

export const deliverWebhookJobId = (deliveryId: string) => `deliver-${deliveryId}`;
