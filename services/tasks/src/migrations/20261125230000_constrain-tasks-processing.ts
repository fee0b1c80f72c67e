import type { Migration } from '@navia/service-kit';

/**
 * tasks.processing_status becomes a constrained value ('processing' | 'failed' | null), the task's copy of its
 * execution run (docs/architecture.md "Task execution"), and `processing_run` records which run that copy is of, so
 * an event of an older run (delivered late or twice) cannot overwrite a newer one. A value outside the set (none was
 * ever written) is cleared rather than failing the migration.
 */
export const constrainTasksProcessing: Migration = {
  name: '20261125230000_constrain-tasks-processing',
  async up(db, schema) {
    if (!(await db.schema.withSchema(schema).hasColumn('tasks', 'processing_run'))) {
      await db.schema.withSchema(schema).alterTable('tasks', (t) => {
        t.integer('processing_run').nullable();
      });
    }
    await db.raw(`update ??.tasks set processing_status = null where processing_status not in ('processing', 'failed')`, [schema]);
    await db.raw(`alter table ??.tasks drop constraint if exists tasks_processing_status_check`, [schema]);
    await db.raw(`alter table ??.tasks add constraint tasks_processing_status_check check (processing_status in ('processing', 'failed'))`, [schema]);
  },
  async down(db, schema) {
    await db.raw(`alter table ??.tasks drop constraint if exists tasks_processing_status_check`, [schema]);
    if (!(await db.schema.withSchema(schema).hasColumn('tasks', 'processing_run'))) return;
    await db.schema.withSchema(schema).alterTable('tasks', (t) => {
      t.dropColumn('processing_run');
    });
  },
};
