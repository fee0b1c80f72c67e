import type { Migration } from '@navia/service-kit';

export const createStrategyTemplates: Migration = {
  name: '20261121233000_create-strategy-templates',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasTable('strategy_templates')) return;
    await db.schema.withSchema(schema).createTable('strategy_templates', (t) => {
      // The template's slug: data files are named after it, and strategies keep it as their origin.
      t.text('id').primary();
      t.text('name').notNullable();
      t.text('goal_type').notNullable();
      t.text('platform').notNullable();
      t.text('access_tier').notNullable();
      // The whole template as validated by the contract (StrategyTemplate).
      t.jsonb('template').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('strategy_templates');
  },
};
