import type { Migration } from '@navia/service-kit';

/**
 * content.files (spec part 2 §3 "File") and content.file_versions (every save on plans with versioning). A file
 * written by a task execution carries the task's id, unique: a retried or duplicated job cannot make a second one.
 */
export const createFiles: Migration = {
  name: '20261124110200_create-files',
  async up(db, schema) {
    if (!(await db.schema.withSchema(schema).hasTable('files'))) {
      await db.schema.withSchema(schema).createTable('files', (t) => {
        t.uuid('id').primary();
        // Owner and brand live in other services' schemas: no cross-schema foreign keys.
        t.uuid('user_id').notNullable();
        t.uuid('brand_id').notNullable();
        t.text('name').notNullable();
        t.text('file_type').notNullable().defaultTo('text_document');
        t.text('status').notNullable().defaultTo('draft');
        t.text('content').notNullable().defaultTo('');
        t.text('approved_content').nullable();
        t.jsonb('content_instructions').notNullable().defaultTo('{}');
        t.uuid('source_task_id').nullable().unique();
        t.integer('version').notNullable().defaultTo(1);
        t.bigInteger('size_bytes').notNullable().defaultTo(0);
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.index(['user_id', 'brand_id', 'updated_at']);
      });
      await db.raw(`alter table ??.files add constraint files_status_check check (status in ('draft', 'approved'))`, [schema]);
    }
    if (!(await db.schema.withSchema(schema).hasTable('file_versions'))) {
      await db.schema.withSchema(schema).createTable('file_versions', (t) => {
        t.uuid('file_id').notNullable().references('id').inTable(`${schema}.files`).onDelete('CASCADE');
        t.integer('version').notNullable();
        t.text('name').notNullable();
        t.text('content').notNullable();
        t.text('status').notNullable();
        t.text('source').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.primary(['file_id', 'version']);
      });
    }
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('file_versions');
    await db.schema.withSchema(schema).dropTableIfExists('files');
  },
};
