import type { Knex } from 'knex';
import { WEBHOOK_DELIVERIES_SHOWN, type WebhookDeliveryType, type WebhookEventBody, type WebhookEventType } from '@navia/contracts';
import { affectedRows, fromJson } from '@navia/service-kit';

export interface WebhookRow {
  id: string;
  user_id: string;
  url: string;
  events: WebhookEventType[];
  secret: string;
  created_at: Date;
}

export interface DeliveryRow {
  id: string;
  webhook_id: string;
  user_id: string;
  event_id: string;
  type: WebhookDeliveryType;
  body: WebhookEventBody;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  response_code: number | null;
  error: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
}

/** The only code that touches identity.webhooks and identity.webhook_deliveries. Reads are scoped by user id. */
export class WebhooksRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private webhooks(db: Knex = this.db) {
    return db.withSchema(this.schema).table<WebhookRow>('webhooks');
  }

  private deliveries(db: Knex = this.db) {
    return db.withSchema(this.schema).table('webhook_deliveries');
  }

  /** Serialises a user's webhook creations, so two at once cannot both pass the cap. */
  async lockUser(userId: string, trx: Knex.Transaction): Promise<void> {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`identity:webhooks:${userId}`]);
  }

  async countForUser(userId: string, trx: Knex.Transaction): Promise<number> {
    const [{ n }] = await this.webhooks(trx).where({ user_id: userId }).count({ n: '*' });
    return Number(n);
  }

  async insert(row: Omit<WebhookRow, 'created_at'>, trx: Knex.Transaction): Promise<WebhookRow> {
    const [created] = await this.webhooks(trx).insert(row).returning('*');
    return created as WebhookRow;
  }

  async listForUser(userId: string): Promise<WebhookRow[]> {
    return this.webhooks().where({ user_id: userId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }]);
  }

  async findForUser(userId: string, id: string): Promise<WebhookRow | undefined> {
    return this.webhooks().where({ user_id: userId, id }).first();
  }

  /** The user's webhooks that take events of `type`. */
  async subscribers(userId: string, type: WebhookEventType, trx?: Knex.Transaction): Promise<WebhookRow[]> {
    return this.webhooks(trx).where({ user_id: userId }).whereRaw('? = any(events)', [type]);
  }

  async delete(userId: string, id: string): Promise<boolean> {
    return affectedRows(await this.webhooks().where({ user_id: userId, id }).delete()) > 0;
  }

  /** A delivery of one event to one webhook; an event handled twice adds nothing (answers undefined). */
  async addDelivery(row: Pick<DeliveryRow, 'id' | 'webhook_id' | 'user_id' | 'event_id' | 'type' | 'body'>, trx: Knex.Transaction): Promise<DeliveryRow | undefined> {
    const [created] = await this.deliveries(trx)
      .insert({ ...row, body: JSON.stringify(row.body) })
      .onConflict(['webhook_id', 'event_id'])
      .ignore()
      .returning('*');
    return created ? this.parse(created) : undefined;
  }

  /** A delivery with its webhook (gone when the webhook was deleted meanwhile). */
  async deliveryWithWebhook(id: string): Promise<{ delivery: DeliveryRow; webhook: WebhookRow } | undefined> {
    const delivery = await this.deliveries().where({ id }).first();
    if (!delivery) return undefined;
    const webhook = await this.webhooks().where({ id: delivery.webhook_id }).first();
    return webhook ? { delivery: this.parse(delivery), webhook } : undefined;
  }

  async recordAttempt(id: string, outcome: { status: DeliveryRow['status']; responseCode: number | null; error: string | null }): Promise<void> {
    await this.deliveries()
      .where({ id })
      .update({ status: outcome.status, response_code: outcome.responseCode, error: outcome.error, attempts: this.db.raw('attempts + 1'), last_attempt_at: this.db.fn.now() });
  }

  /** The newest deliveries of a webhook (the log the user reads). */
  async latestDeliveries(webhookId: string, limit = WEBHOOK_DELIVERIES_SHOWN): Promise<DeliveryRow[]> {
    const rows = await this.deliveries().where({ webhook_id: webhookId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit);
    return rows.map((r: DeliveryRow) => this.parse(r));
  }

  /** Keeps the log to the newest deliveries; pending ones are never dropped (their job still needs them). */
  async pruneDeliveries(webhookId: string, keep = WEBHOOK_DELIVERIES_SHOWN): Promise<void> {
    await this.deliveries()
      .where({ webhook_id: webhookId })
      .whereNot({ status: 'pending' })
      .whereNotIn('id', this.deliveries().select('id').where({ webhook_id: webhookId }).orderBy('created_at', 'desc').limit(keep))
      .delete();
  }

  private parse(row: DeliveryRow): DeliveryRow {
    return { ...row, body: fromJson(row.body) as WebhookEventBody };
  }
}
