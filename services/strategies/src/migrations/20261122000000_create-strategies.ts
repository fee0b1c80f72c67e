import type { Migration } from '@navia/service-kit';

/**
 * Launched strategies (spec part 2 §3): strategies, their objectives and key results, and the launch ledger the
 * per-month cap counts (deleting a strategy must not hand back a launch).
 */
export const createStrategies: Migration = {
  name: '20261122000000_create-strategies',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasTable('strategies')) return;
    await db.schema.withSchema(schema).createTable('strategies', (t) => {
      t.uuid('id').primary();
      // Owner and brand live in other services' schemas: no cross-schema foreign keys.
      t.uuid('user_id').notNullable();
      t.uuid('brand_id').notNullable();
      t.text('template_id').notNullable();
      t.text('template_name').notNullable();
      t.text('name').notNullable();
      t.text('description').notNullable().defaultTo('');
      // 'launching' while its tasks are being created: hidden from lists, counted by the caps.
      t.text('status').notNullable();
      t.date('deadline').nullable();
      t.text('duration').notNullable();
      t.text('commitment').notNullable();
      // The offering and persona chosen at launch, as they were then (Track & Manage shows them read-only).
      t.jsonb('offering').nullable();
      t.jsonb('persona').nullable();
      t.integer('completed_tasks').notNullable().defaultTo(0);
      t.integer('total_tasks').notNullable().defaultTo(0);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['user_id', 'status']);
      t.index(['user_id', 'brand_id', 'created_at']);
    });
    await db.raw(`alter table ??.strategies add constraint strategies_status_check check (status in ('launching', 'active', 'completed'))`, [schema]);

    await db.schema.withSchema(schema).createTable('objectives', (t) => {
      t.uuid('id').primary();
      t.uuid('strategy_id').notNullable().references('id').inTable(`${schema}.strategies`).onDelete('CASCADE');
      t.integer('position').notNullable();
      t.text('title').notNullable();
      t.text('description').notNullable().defaultTo('');
      t.unique(['strategy_id', 'position']);
    });

    await db.schema.withSchema(schema).createTable('key_results', (t) => {
      t.uuid('id').primary();
      t.uuid('objective_id').notNullable().references('id').inTable(`${schema}.objectives`).onDelete('CASCADE');
      // Denormalised so progress updates and ownership checks need no join.
      t.uuid('strategy_id').notNullable().references('id').inTable(`${schema}.strategies`).onDelete('CASCADE');
      t.integer('position').notNullable();
      t.text('description').notNullable();
      t.text('target_type').notNullable();
      t.text('target_calculation').notNullable();
      t.double('current_value').notNullable().defaultTo(0);
      t.double('starting_value').notNullable().defaultTo(0);
      t.double('target_value').notNullable().defaultTo(0);
      t.text('unit').notNullable();
      t.unique(['objective_id', 'position']);
      t.index(['strategy_id']);
    });

    await db.schema.withSchema(schema).createTable('strategy_launches', (t) => {
      t.uuid('strategy_id').primary();
      t.uuid('user_id').notNullable();
      t.text('template_id').notNullable();
      t.text('template_name').notNullable();
      t.timestamp('launched_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      // The launch's calendar day in the user's time zone: the per-month cap counts by the user's months.
      t.date('launched_on').notNullable();
      t.index(['user_id', 'launched_at']);
    });
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('strategy_launches');
    await db.schema.withSchema(schema).dropTableIfExists('key_results');
    await db.schema.withSchema(schema).dropTableIfExists('objectives');
    await db.schema.withSchema(schema).dropTableIfExists('strategies');
  },
};
