import type { Migration } from '@navia/service-kit';

/**
 * content.content_generations: the usage ledger (spec part 1 §9 content per day / per month). A row is reserved
 * before a writer runs (so concurrent requests cannot pass the limit together), completed with its tokens after, and
 * removed when the writer failed. `day` / `month` are the user's calendar day and month when it was written.
 * `job_key` is unique for task executions, so a retried job is metered once.
 */
export const createContentGenerations: Migration = {
  name: '20261124110300_create-content-generations',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasTable('content_generations')) return;
    await db.schema.withSchema(schema).createTable('content_generations', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable();
      t.text('day').notNullable();
      t.text('month').notNullable();
      t.text('source').notNullable();
      t.text('writer').notNullable();
      t.text('status').notNullable().defaultTo('reserved');
      t.integer('tokens').notNullable().defaultTo(0);
      t.uuid('file_id').nullable();
      t.text('job_key').nullable().unique();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['user_id', 'month', 'day']);
    });
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('content_generations');
  },
};
