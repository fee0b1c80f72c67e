import type { Migration } from '@navia/service-kit';

/**
 * tasks.news_reads (spec part 1 §4 "News read state"): which news items a user has marked read, kept on the server
 * so it follows the user to another browser. `news_id` is text: a built-in item's uuid or a Notion page id, so no
 * foreign key (a Notion item lives outside the database).
 */
export const createNewsReads: Migration = {
  name: '20261123100200_create-news-reads',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasTable('news_reads')) return;
    await db.schema.withSchema(schema).createTable('news_reads', (t) => {
      t.uuid('user_id').notNullable();
      t.text('news_id').notNullable();
      t.timestamp('read_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.primary(['user_id', 'news_id']);
    });
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('news_reads');
  },
};
