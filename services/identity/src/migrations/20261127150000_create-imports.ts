import type { Migration } from '@navia/service-kit';

/**
 * identity.imports (issue 19): which export files an account has imported in full (by the SHA-256 of the file's
 * JSON) and what they held, so the same file sent again is answered at once without writing anything.
 */
export const createImports: Migration = {
  name: '20261127150000_create-imports',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasTable('imports')) return;
    await db.schema.withSchema(schema).createTable('imports', (t) => {
      t.uuid('user_id').notNullable().references('id').inTable(`${schema}.users`).onDelete('CASCADE');
      t.text('fingerprint').notNullable();
      t.jsonb('counts').notNullable();
      t.timestamp('completed_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.primary(['user_id', 'fingerprint']);
    });
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('imports');
  },
};
