import type { Migration } from '@navia/service-kit';

/**
 * tasks.calendar_feeds: each user's ICS feed secret (issue 17). The secret is the feed's only key (calendar apps
 * cannot sign in), so it is random, unique, and replaced by a rotation.
 */
export const createCalendarFeeds: Migration = {
  name: '20261127100100_create-calendar-feeds',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasTable('calendar_feeds')) return;
    await db.schema.withSchema(schema).createTable('calendar_feeds', (t) => {
      t.uuid('user_id').primary();
      t.text('secret').notNullable().unique();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('calendar_feeds');
  },
};
