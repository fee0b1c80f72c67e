import type { Migration } from '@navia/service-kit';

/**
 * content.platforms and content.formats (spec part 2 §3 "Platform", "Format"): the writing catalogue, seeded from
 * the contracts' catalogue. A format row holds its writer configuration and, optionally, its own MindStudio worker
 * (null: the deployment's MINDSTUDIO_WRITER_WORKER_ID).
 */
export const createCatalogue: Migration = {
  name: '20261124110000_create-catalogue',
  async up(db, schema) {
    if (!(await db.schema.withSchema(schema).hasTable('platforms'))) {
      await db.schema.withSchema(schema).createTable('platforms', (t) => {
        t.text('id').primary();
        t.text('name').notNullable();
        t.integer('sort_order').notNullable();
        t.text('social_key').nullable();
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      });
    }
    if (!(await db.schema.withSchema(schema).hasTable('formats'))) {
      await db.schema.withSchema(schema).createTable('formats', (t) => {
        t.text('id').primary();
        t.text('platform_id').notNullable().references('id').inTable(`${schema}.platforms`).onDelete('CASCADE');
        t.text('name').notNullable();
        t.integer('sort_order').notNullable();
        t.jsonb('writer_config').notNullable();
        t.text('mindstudio_worker_id').nullable();
        t.text('mindstudio_workflow').nullable();
        t.jsonb('default_variables').notNullable().defaultTo('{}');
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.index(['platform_id', 'sort_order']);
      });
    }
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('formats');
    await db.schema.withSchema(schema).dropTableIfExists('platforms');
  },
};
