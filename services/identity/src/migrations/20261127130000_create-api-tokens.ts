import type { Migration } from '@navia/service-kit';

/**
 * identity.api_tokens (issue 19): personal API tokens. Only the SHA-256 of a token is kept (the token is shown once);
 * `hint` is its first characters, to tell tokens apart in the list. A token goes with its user.
 */
export const createApiTokens: Migration = {
  name: '20261127130000_create-api-tokens',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasTable('api_tokens')) return;
    await db.schema.withSchema(schema).createTable('api_tokens', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable().references('id').inTable(`${schema}.users`).onDelete('CASCADE');
      t.text('name').notNullable();
      t.specificType('scopes', 'text[]').notNullable();
      t.text('token_sha256').notNullable().unique();
      t.text('hint').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('last_used_at', { useTz: true }).nullable();
      t.index(['user_id']);
    });
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('api_tokens');
  },
};
