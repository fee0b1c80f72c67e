import type { Migration } from '@navia/service-kit';

/**
 * `previous_hash` remembered one rotated token, so a browser restoring several tabs at once (each refreshing with
 * the same cookie) had the third tab's token taken for a copied one and the session revoked. `recent_hashes` keeps
 * every token rotated away within the grace window, with when it was: `[{hash, at}]` (at in ms). The old column's
 * content only ever mattered for 20 seconds, so nothing is carried over.
 */
export const replaceSessionsPreviousHash: Migration = {
  name: '20261124160000_replace-sessions-previous-hash',
  async up(db, schema) {
    const sessions = db.schema.withSchema(schema);
    if (!(await sessions.hasColumn('sessions', 'recent_hashes'))) {
      await db.schema.withSchema(schema).alterTable('sessions', (t) => {
        t.jsonb('recent_hashes').notNullable().defaultTo('[]');
      });
    }
    if (await db.schema.withSchema(schema).hasColumn('sessions', 'previous_hash')) {
      await db.schema.withSchema(schema).alterTable('sessions', (t) => {
        t.dropColumn('previous_hash');
      });
    }
  },
  async down(db, schema) {
    if (!(await db.schema.withSchema(schema).hasColumn('sessions', 'previous_hash'))) {
      await db.schema.withSchema(schema).alterTable('sessions', (t) => {
        t.text('previous_hash');
      });
    }
    if (await db.schema.withSchema(schema).hasColumn('sessions', 'recent_hashes')) {
      await db.schema.withSchema(schema).alterTable('sessions', (t) => {
        t.dropColumn('recent_hashes');
      });
    }
  },
};
