import type { Migration } from '@navia/service-kit';

/**
 * content.file_voices: each file's voice score (issue 18) for the version it was computed on. A save makes a new
 * version, so a score of an older version is computed again when the file is next read: saving recomputes it.
 */
export const createFileVoices: Migration = {
  name: '20261127010000_create-file-voices',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasTable('file_voices')) return;
    await db.schema.withSchema(schema).createTable('file_voices', (t) => {
      t.uuid('file_id').primary().references('id').inTable(`${schema}.files`).onDelete('CASCADE');
      t.integer('version').notNullable();
      t.jsonb('voice').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('file_voices');
  },
};
