import type { Migration } from '@navia/service-kit';

export const createBrands: Migration = {
  name: '20261121130000_create-brands',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasTable('brands')) return;
    await db.schema.withSchema(schema).createTable('brands', (t) => {
      t.uuid('id').primary();
      // The owner lives in identity's schema: no cross-schema foreign key, services own their tables alone.
      t.uuid('user_id').notNullable();
      t.boolean('is_default').notNullable().defaultTo(false);
      t.text('company_name').notNullable();
      // The rest of the brand record (spec part 2 §3), validated by the contract on the way in.
      t.jsonb('data').notNullable().defaultTo('{}');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['user_id']);
    });
    // One default brand per user: this is what makes completing onboarding twice (even at once) create one brand.
    await db.raw('create unique index if not exists brands_one_default_per_user on ??.brands (user_id) where is_default', [schema]);
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('brands');
  },
};
