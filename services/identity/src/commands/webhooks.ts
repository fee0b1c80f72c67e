import { randomBytes, randomUUID } from 'node:crypto';
import {
  MAX_WEBHOOKS,
  WEBHOOK_PING,
  type CreateWebhookBody,
  type CreateWebhookResponse,
  type PlanKey,
  type WebhookDelivery,
  type WebhookSummary,
} from '@navia/contracts';
import { FetchFailedError, FetchRefusedError, conflict, notFound, validationError, vetUrl } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import { featureRefusal, hasFeature } from '../lib/plan-feature';
import type { DeliveryRow, WebhookRow } from '../repositories/webhooks-repository';
import { queueDelivery } from '../webhooks/queue-delivery';

const webhooksRefusal = () => featureRefusal('webhooks', 'Webhooks require');

export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.event_id,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.response_code,
    error: row.error,
    createdAt: new Date(row.created_at).toISOString(),
    lastAttemptAt: row.last_attempt_at ? new Date(row.last_attempt_at).toISOString() : null,
  };
}

export function presentWebhook(row: WebhookRow, last: DeliveryRow | undefined): WebhookSummary {
  return { id: row.id, url: row.url, events: row.events, createdAt: new Date(row.created_at).toISOString(), lastDelivery: last ? presentDelivery(last) : null };
}

/**
 * A new webhook (Grow and above): its URL must be one a delivery may reach (public http(s), unless
 * WEBHOOK_ALLOW_PRIVATE names it), checked now so the person hears it at once; every delivery checks it again.
 */
export async function createWebhook(deps: Pick<IdentityDeps, 'db' | 'webhooks' | 'settings'>, userId: string, plan: PlanKey, body: CreateWebhookBody): Promise<CreateWebhookResponse> {
  if (!hasFeature(plan, 'webhooks')) throw webhooksRefusal();
  try {
    await vetUrl(new URL(body.url), { allowPrivate: deps.settings.webhooks.allowPrivate, purpose: 'called' });
  } catch (err) {
    if (err instanceof FetchRefusedError || err instanceof FetchFailedError) throw validationError(`url: ${err.message}`, 'url');
    throw err;
  }
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const row = await deps.db.transaction(async (trx) => {
    await deps.webhooks.lockUser(userId, trx);
    if ((await deps.webhooks.countForUser(userId, trx)) >= MAX_WEBHOOKS) throw conflict(`You have ${MAX_WEBHOOKS} webhooks: delete one to add another`);
    return deps.webhooks.insert({ id: randomUUID(), user_id: userId, url: body.url, events: body.events, secret }, trx);
  });
  return { id: row.id, secret, webhook: presentWebhook(row, undefined) };
}

export async function listWebhooks(deps: Pick<IdentityDeps, 'webhooks'>, userId: string): Promise<WebhookSummary[]> {
  const rows = await deps.webhooks.listForUser(userId);
  return Promise.all(rows.map(async (row) => presentWebhook(row, (await deps.webhooks.latestDeliveries(row.id, 1))[0])));
}

export async function webhookDeliveries(deps: Pick<IdentityDeps, 'webhooks'>, userId: string, id: string): Promise<WebhookDelivery[]> {
  if (!(await deps.webhooks.findForUser(userId, id))) throw notFound('Webhook');
  return (await deps.webhooks.latestDeliveries(id)).map(presentDelivery);
}

/** "Send test event": a `ping` to this webhook alone, through the same queue, signature and log as any event. */
export async function sendTestEvent(deps: Pick<IdentityDeps, 'db' | 'webhooks' | 'outbox'>, userId: string, plan: PlanKey, id: string): Promise<string> {
  if (!hasFeature(plan, 'webhooks')) throw webhooksRefusal();
  const webhook = await deps.webhooks.findForUser(userId, id);
  if (!webhook) throw notFound('Webhook');
  const eventId = randomUUID();
  const queued = await deps.db.transaction((trx) =>
    queueDelivery(deps, trx, webhook, { id: eventId, type: WEBHOOK_PING, createdAt: new Date().toISOString(), data: { message: 'A test event from Navia', webhookId: webhook.id } }),
  );
  if (queued) await deps.outbox.dispatch([queued]);
  return eventId;
}
