import type { Migration } from '@navia/service-kit';

/**
 * Brand voice analyses: one row per `POST /api/analyze-brand`. The job carries only the row's id; the row holds the
 * chosen sources, the outcome (result or error) and its state, so a retried job can tell a finished analysis from
 * an unfinished one and the waiting request (in any process) reads the answer from here.
 */
export const createAnalyses: Migration = {
  name: '20261121230000_create-analyses',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasTable('analyses')) return;
    await db.schema.withSchema(schema).createTable('analyses', (t) => {
      t.uuid('id').primary();
      // Owner in identity's schema, brand in ours: neither has a foreign key, an analysis outlives neither for long.
      t.uuid('user_id').notNullable();
      t.uuid('brand_id').notNullable();
      t.jsonb('sources').notNullable();
      t.text('status').notNullable().defaultTo('pending');
      t.text('analyzer');
      t.jsonb('result');
      t.jsonb('error');
      t.integer('attempts').notNullable().defaultTo(0);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('started_at', { useTz: true });
      t.timestamp('finished_at', { useTz: true });
      t.index(['user_id', 'created_at']);
    });
    await db.raw(
      "alter table ??.analyses add constraint analyses_status_check check (status in ('pending', 'running', 'completed', 'failed'))",
      [schema],
    );
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('analyses');
  },
};
