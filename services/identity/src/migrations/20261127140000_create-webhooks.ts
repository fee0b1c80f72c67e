import type { Migration } from '@navia/service-kit';

/**
 * identity.webhooks and identity.webhook_deliveries (issue 19). A webhook's secret signs its deliveries, so it is
 * kept as it is (a hash could not sign). A delivery is one event for one webhook: unique per (webhook, event), so an
 * event handled twice is delivered once; its row is the delivery log the user reads.
 */
export const createWebhooks: Migration = {
  name: '20261127140000_create-webhooks',
  async up(db, schema) {
    if (!(await db.schema.withSchema(schema).hasTable('webhooks'))) {
      await db.schema.withSchema(schema).createTable('webhooks', (t) => {
        t.uuid('id').primary();
        t.uuid('user_id').notNullable().references('id').inTable(`${schema}.users`).onDelete('CASCADE');
        t.text('url').notNullable();
        t.specificType('events', 'text[]').notNullable();
        t.text('secret').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.index(['user_id']);
      });
    }
    if (!(await db.schema.withSchema(schema).hasTable('webhook_deliveries'))) {
      await db.schema.withSchema(schema).createTable('webhook_deliveries', (t) => {
        t.uuid('id').primary();
        t.uuid('webhook_id').notNullable().references('id').inTable(`${schema}.webhooks`).onDelete('CASCADE');
        t.uuid('user_id').notNullable();
        t.uuid('event_id').notNullable();
        t.text('type').notNullable();
        t.jsonb('body').notNullable();
        t.text('status').notNullable().defaultTo('pending');
        t.integer('attempts').notNullable().defaultTo(0);
        t.integer('response_code').nullable();
        t.text('error').nullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.timestamp('last_attempt_at', { useTz: true }).nullable();
        t.unique(['webhook_id', 'event_id']);
        t.index(['webhook_id', 'created_at']);
      });
    }
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('webhook_deliveries');
    await db.schema.withSchema(schema).dropTableIfExists('webhooks');
  },
};
