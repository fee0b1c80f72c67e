import type { Migration } from '@navia/service-kit';

/**
 * identity.account_deletions (issue 19): a deleted account's saga, one row per user. The user row is gone; this keeps
 * only the id (no personal data) and which services have still to erase that user's data, so the saga can be
 * resumed after a restart and an operator can see it finish.
 */
export const createAccountDeletions: Migration = {
  name: '20261127120000_create-account-deletions',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasTable('account_deletions')) return;
    await db.schema.withSchema(schema).createTable('account_deletions', (t) => {
      t.uuid('user_id').primary();
      t.specificType('pending', 'text[]').notNullable();
      t.timestamp('requested_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('completed_at', { useTz: true }).nullable();
    });
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('account_deletions');
  },
};
