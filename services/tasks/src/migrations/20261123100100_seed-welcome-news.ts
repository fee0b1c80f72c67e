import type { Migration } from '@navia/service-kit';

/** The one item every new installation starts with (issue 6: "a welcome item seeded"). A fixed id: seeding twice adds nothing. */
export const WELCOME_NEWS_ID = '0a7e1c00-5e1c-4e00-8000-00000000be01';

export const seedWelcomeNews: Migration = {
  name: '20261123100100_seed-welcome-news',
  async up(db, schema) {
    await db
      .withSchema(schema)
      .table('news_items')
      .insert({
        id: WELCOME_NEWS_ID,
        title: 'Welcome to Navia',
        summary:
          'Start with your brand setup, then launch your first strategy: its tasks appear on this dashboard each day, and you can write every piece of content in your brand’s voice. Mark this note read once you have seen it.',
        url: null,
        category: 'welcome',
        is_important: false,
      })
      .onConflict('id')
      .ignore();
  },
  async down(db, schema) {
    await db.withSchema(schema).table('news_items').where({ id: WELCOME_NEWS_ID }).del();
  },
};
