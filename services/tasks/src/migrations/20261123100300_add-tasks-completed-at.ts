import type { Migration } from '@navia/service-kit';

/**
 * tasks.tasks.completed_at: when a task was last completed (null while open). The dashboard stats count completions
 * by this day in the user's time zone; updated_at would move with any later edit of a completed task. Tasks
 * completed before this column existed are counted by their updated_at (the stats read coalesce(completed_at,
 * updated_at)), so no backfill is needed.
 */
export const addTasksCompletedAt: Migration = {
  name: '20261123100300_add-tasks-completed-at',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasColumn('tasks', 'completed_at')) return;
    await db.schema.withSchema(schema).alterTable('tasks', (t) => {
      t.timestamp('completed_at', { useTz: true }).nullable();
    });
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).alterTable('tasks', (t) => {
      t.dropColumn('completed_at');
    });
  },
};
