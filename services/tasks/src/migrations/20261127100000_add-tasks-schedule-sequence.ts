import type { Migration } from '@navia/service-kit';

/**
 * tasks.tasks.schedule_sequence: how many times the task was rescheduled (issue 17). The ICS feed's SEQUENCE, which
 * calendar apps compare to take a moved event's new date.
 */
export const addTasksScheduleSequence: Migration = {
  name: '20261127100000_add-tasks-schedule-sequence',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasColumn('tasks', 'schedule_sequence')) return;
    await db.schema.withSchema(schema).alterTable('tasks', (t) => {
      t.integer('schedule_sequence').notNullable().defaultTo(0);
    });
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).alterTable('tasks', (t) => {
      t.dropColumn('schedule_sequence');
    });
  },
};
