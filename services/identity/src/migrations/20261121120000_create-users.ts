import type { Migration } from '@navia/service-kit';

export const createUsers: Migration = {
  name: '20261121120000_create-users',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasTable('users')) return;
    await db.schema.withSchema(schema).createTable('users', (t) => {
      t.uuid('id').primary();
      t.text('email').notNullable().unique(); // stored lower-cased by the contract
      t.text('password_hash').notNullable();
      t.text('first_name').notNullable();
      t.text('last_name');
      t.jsonb('public_metadata').notNullable().defaultTo(JSON.stringify({ onboardingComplete: false }));
      // Identity-provider style plan flags (level_1_plan …); the highest held wins.
      t.jsonb('plan_ids').notNullable().defaultTo('[]');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('users');
  },
};
