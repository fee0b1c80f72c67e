import type { Migration } from '@navia/service-kit';

/**
 * tasks.tasks.sequence: a task's position in the strategy it was created with. A launch writes all its tasks in one
 * statement (one created_at), so without it tasks due the same day came back in id order, which could list a locked
 * task above its prerequisite. Templates list prerequisites first.
 */
export const addTasksSequence: Migration = {
  name: '20261123200000_add-tasks-sequence',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasColumn('tasks', 'sequence')) return;
    await db.schema.withSchema(schema).alterTable('tasks', (t) => {
      t.integer('sequence').notNullable().defaultTo(0);
    });
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).alterTable('tasks', (t) => {
      t.dropColumn('sequence');
    });
  },
};
