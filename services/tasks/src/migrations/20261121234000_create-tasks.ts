import type { Migration } from '@navia/service-kit';

/** tasks.tasks (spec part 1 §3 "Task"): a strategy's tasks, created when it launches. */
export const createTasks: Migration = {
  name: '20261121234000_create-tasks',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasTable('tasks')) return;
    await db.schema.withSchema(schema).createTable('tasks', (t) => {
      t.uuid('id').primary();
      // Owner, brand and strategy live in other services' schemas: no cross-schema foreign keys.
      t.uuid('user_id').notNullable();
      t.uuid('brand_id').notNullable();
      t.uuid('strategy_id').notNullable();
      t.text('strategy_name').notNullable();
      t.text('title').notNullable();
      t.text('description').notNullable().defaultTo('');
      t.text('status').notNullable().defaultTo('pending');
      t.date('due_date').nullable();
      t.text('timeframe').nullable();
      t.text('task_type').notNullable();
      t.text('action_type').notNullable();
      t.text('format_id').nullable();
      // A prerequisite within the table; deleting it unlocks the dependant rather than failing.
      t.uuid('dependency_id').nullable().references('id').inTable(`${schema}.tasks`).onDelete('SET NULL');
      t.text('output_file_id').nullable();
      t.text('generated_content').nullable();
      t.text('final_content').nullable();
      t.text('processing_status').nullable();
      t.specificType('tags', 'text[]').notNullable().defaultTo('{}');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['user_id', 'due_date']);
      t.index(['user_id', 'strategy_id']);
      t.index(['dependency_id']);
    });
    await db.raw(`alter table ??.tasks add constraint tasks_status_check check (status in ('pending', 'completed', 'overdue', 'processing'))`, [schema]);
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('tasks');
  },
};
