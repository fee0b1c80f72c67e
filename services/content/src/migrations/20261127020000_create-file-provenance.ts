import type { Migration } from '@navia/service-kit';

/**
 * content.file_provenance: where a generated file's text came from (issue 18): the writer, model and prompt version,
 * the brand fields sent and samples given, when, and a hash of the text it wrote (a different text now means the
 * owner edited it since; a Save of the same text is not an edit). One row per file, replaced by each generation into it.
 */
export const createFileProvenance: Migration = {
  name: '20261127020000_create-file-provenance',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasTable('file_provenance')) return;
    await db.schema.withSchema(schema).createTable('file_provenance', (t) => {
      t.uuid('file_id').primary().references('id').inTable(`${schema}.files`).onDelete('CASCADE');
      t.text('writer').notNullable();
      t.text('model').notNullable();
      t.text('prompt_version').notNullable();
      t.jsonb('brand_fields_sent').notNullable();
      t.integer('samples_used').notNullable();
      t.text('generated_text_sha256').notNullable();
      t.timestamp('generated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('file_provenance');
  },
};
