import { z } from 'zod';
import { PlanKey } from '../plans';
import { lazySchema } from '../common/lazy-schema';

/**
 * Webhooks (issue 19 item 6, Grow and above): Navia POSTs an event to the user's URL when something happens in their
 * account. Each delivery is signed with the webhook's secret and retried through the job queue until the receiver
 * takes it; each event has a stable id, so a receiver that gets one twice can tell.
 */
export const WEBHOOK_EVENT_TYPES = ['task.completed', 'task.rescheduled', 'strategy.launched', 'strategy.completed', 'file.created'] as const;
export const WebhookEventType = lazySchema(() => z.enum(WEBHOOK_EVENT_TYPES));
export type WebhookEventType = z.infer<typeof WebhookEventType>;
/** "Send test event": delivered to one webhook whatever it subscribes to. */
export const WEBHOOK_PING = 'ping';
export type WebhookDeliveryType = WebhookEventType | typeof WEBHOOK_PING;

/** Webhooks a user may have at once. */
export const MAX_WEBHOOKS = 10;
export const WEBHOOK_SIGNATURE_HEADER = 'X-Navia-Signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'X-Navia-Timestamp';
export const WEBHOOK_EVENT_HEADER = 'X-Navia-Event';
export const WEBHOOK_EVENT_ID_HEADER = 'X-Navia-Event-Id';
/** Deliveries kept and shown per webhook. */
export const WEBHOOK_DELIVERIES_SHOWN = 100;

const webhookUrl = lazySchema(() => z
  .string()
  .trim()
  .max(2000, 'url: At most 2000 characters')
  .refine((v) => {
    if (!URL.canParse(v)) return false;
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password;
  }, 'url: Enter an http or https address without a user name or password'));

export const CreateWebhookBody = lazySchema(() => z.object({
  url: webhookUrl,
  events: z
    .array(WebhookEventType, { error: 'events: Choose at least one event' })
    .min(1, 'events: Choose at least one event')
    .refine((e) => new Set(e).size === e.length, 'events: Name each event once'),
}));
export type CreateWebhookBody = z.infer<typeof CreateWebhookBody>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const WebhookDelivery = lazySchema(() => z.object({
  id: z.string().uuid(),
  eventId: z.string().uuid(),
  type: z.union([WebhookEventType, z.literal(WEBHOOK_PING)]),
  /** pending: not taken yet (retrying); delivered: a 2xx answer; failed: out of retries. */
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int().min(0),
  responseCode: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
}));
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookSummary = lazySchema(() => z.object({
  id: z.string().uuid(),
  url: z.string(),
  events: z.array(WebhookEventType),
  createdAt: z.string(),
  lastDelivery: WebhookDelivery.nullable(),
}));
export type WebhookSummary = z.infer<typeof WebhookSummary>;

/** POST /api/webhooks: the signing secret, this once. */
export const CreateWebhookResponse = lazySchema(() => z.object({ id: z.string().uuid(), secret: z.string(), webhook: WebhookSummary }));
export type CreateWebhookResponse = z.infer<typeof CreateWebhookResponse>;
export const WebhooksResponse = lazySchema(() => z.object({ webhooks: z.array(WebhookSummary), canCreate: z.boolean(), requiredPlan: PlanKey.nullable() }));
export type WebhooksResponse = z.infer<typeof WebhooksResponse>;
export const WebhookIdParams = lazySchema(() => z.object({ id: z.string().uuid('Must be a webhook id') }));
export const WebhookDeliveriesResponse = lazySchema(() => z.object({ deliveries: z.array(WebhookDelivery) }));
export type WebhookDeliveriesResponse = z.infer<typeof WebhookDeliveriesResponse>;
export const TestWebhookResponse = lazySchema(() => z.object({ eventId: z.string().uuid() }));
export type TestWebhookResponse = z.infer<typeof TestWebhookResponse>;
export const DeleteWebhookResponse = lazySchema(() => z.object({ success: z.literal(true), id: z.string().uuid() }));
export type DeleteWebhookResponse = z.infer<typeof DeleteWebhookResponse>;

/** What a receiver gets as the POST body. `id` is the event's: the same on every retry and for every webhook. */
export const WebhookEventBody = lazySchema(() => z.object({
  id: z.string().uuid(),
  type: z.union([WebhookEventType, z.literal(WEBHOOK_PING)]),
  createdAt: z.string(),
  data: z.record(z.string(), z.unknown()),
}));
export type WebhookEventBody = z.infer<typeof WebhookEventBody>;

/**
 * Any service → identity: something a webhook may want happened. The producer records it in its outbox with the
 * write (only for a user whose plan has webhooks); identity fans it out to the user's webhooks that subscribe to it.
 * The data is a snapshot of the record at that moment, what the receiver gets.
 */
export const WebhookEventRaised = lazySchema(() => z.object({
  eventId: z.string().uuid(),
  userId: z.string().uuid(),
  type: WebhookEventType,
  occurredAt: z.string(),
  data: z.record(z.string(), z.unknown()),
}));
export type WebhookEventRaised = z.infer<typeof WebhookEventRaised>;

export const WEBHOOK_EVENT_RAISED = {
  queue: 'identity.webhook-events',
  name: 'webhook-event',
  schema: WebhookEventRaised,
  retry: { attempts: 8, backoffMs: 1000 },
} as const;
