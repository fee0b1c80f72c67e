import type { Migration } from '@navia/service-kit';

/** Why a task's last AI execution failed (recorded from the content service's task-execution-finished event). */
export const addTasksProcessingError: Migration = {
  name: '20261124100000_add-tasks-processing-error',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasColumn('tasks', 'processing_error')) return;
    await db.schema.withSchema(schema).alterTable('tasks', (t) => {
      t.text('processing_error').nullable();
    });
  },
  async down(db, schema) {
    if (!(await db.schema.withSchema(schema).hasColumn('tasks', 'processing_error'))) return;
    await db.schema.withSchema(schema).alterTable('tasks', (t) => {
      t.dropColumn('processing_error');
    });
  },
};
