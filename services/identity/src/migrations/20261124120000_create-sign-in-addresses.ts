import type { Migration } from '@navia/service-kit';

export const createSignInAddresses: Migration = {
  name: '20261124120000_create-sign-in-addresses',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasTable('sign_in_addresses')) return;
    // Addresses each account has signed in from successfully: their failed sign-ins are counted apart from everyone
    // else's, so a guesser elsewhere cannot lock the owner out from where they usually sign in (issue 15).
    await db.schema.withSchema(schema).createTable('sign_in_addresses', (t) => {
      t.uuid('user_id').notNullable().references('id').inTable(`${schema}.users`).onDelete('CASCADE');
      t.text('ip').notNullable();
      t.timestamp('last_signed_in_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.primary(['user_id', 'ip']);
    });
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('sign_in_addresses');
  },
};
