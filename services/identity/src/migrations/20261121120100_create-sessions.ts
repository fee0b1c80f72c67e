import type { Migration } from '@navia/service-kit';

export const createSessions: Migration = {
  name: '20261121120100_create-sessions',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasTable('sessions')) return;
    await db.schema.withSchema(schema).createTable('sessions', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable().references('id').inTable(`${schema}.users`).onDelete('CASCADE');
      // Only hashes of refresh tokens are stored. (`previous_hash` was replaced by `recent_hashes`: 20261124160000.)
      t.text('refresh_hash').notNullable();
      t.text('previous_hash');
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('revoked_at', { useTz: true });
      t.text('revoked_reason');
      t.text('user_agent');
      t.text('ip');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('last_used_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['user_id']);
      t.index(['expires_at']);
    });
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('sessions');
  },
};
