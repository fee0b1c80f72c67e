import type { Migration } from '@navia/service-kit';

/**
 * tasks.news_items: the built-in news source (NEWS_SOURCE=builtin), published with `npm run publish-news`. Items are
 * the same for every user; only the read state (tasks.news_reads) is per user.
 */
export const createNewsItems: Migration = {
  name: '20261123100000_create-news-items',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasTable('news_items')) return;
    await db.schema.withSchema(schema).createTable('news_items', (t) => {
      t.uuid('id').primary();
      t.text('title').notNullable();
      t.text('summary').notNullable().defaultTo('');
      t.text('url').nullable();
      t.text('category').notNullable().defaultTo('news');
      t.boolean('is_important').notNullable().defaultTo(false);
      // The item's date as the card shows it ('Today', '3 days ago' ...).
      t.timestamp('published_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['published_at']);
    });
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('news_items');
  },
};
