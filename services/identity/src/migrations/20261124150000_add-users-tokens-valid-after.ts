import type { Migration } from '@navia/service-kit';

/**
 * When a user's plan or role last changed: access tokens issued earlier carry stale claims and are refused. The
 * revocation list holds this too; the column lets identity rebuild the list at start (the one-process arrangement
 * keeps it only in memory, and the set-plan tool runs there while the app is stopped).
 */
export const addUsersTokensValidAfter: Migration = {
  name: '20261124150000_add-users-tokens-valid-after',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasColumn('users', 'tokens_valid_after')) return;
    await db.schema.withSchema(schema).alterTable('users', (t) => {
      t.timestamp('tokens_valid_after', { useTz: true, precision: 3 });
    });
  },
  async down(db, schema) {
    if (!(await db.schema.withSchema(schema).hasColumn('users', 'tokens_valid_after'))) return;
    await db.schema.withSchema(schema).alterTable('users', (t) => {
      t.dropColumn('tokens_valid_after');
    });
  },
};
