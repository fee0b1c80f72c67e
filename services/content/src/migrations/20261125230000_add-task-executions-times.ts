import type { Migration } from '@navia/service-kit';

/**
 * When each run of content.task_executions started and finished (GET /api/tasks/{id}/execution): `created_at` is
 * the first run's, so a later run needs its own. Rows already there take what is known: started with the row,
 * finished at its last change when it is finished.
 */
export const addTaskExecutionsTimes: Migration = {
  name: '20261125230000_add-task-executions-times',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasColumn('task_executions', 'started_at')) return;
    await db.schema.withSchema(schema).alterTable('task_executions', (t) => {
      t.timestamp('started_at', { useTz: true }).nullable();
      t.timestamp('finished_at', { useTz: true }).nullable();
    });
    await db.raw(`update ??.task_executions set started_at = created_at`, [schema]);
    await db.raw(`update ??.task_executions set finished_at = updated_at where status in ('completed', 'failed')`, [schema]);
    await db.raw(`alter table ??.task_executions alter column started_at set default now()`, [schema]);
    await db.raw(`alter table ??.task_executions alter column started_at set not null`, [schema]);
  },
  async down(db, schema) {
    if (!(await db.schema.withSchema(schema).hasColumn('task_executions', 'started_at'))) return;
    await db.schema.withSchema(schema).alterTable('task_executions', (t) => {
      t.dropColumn('started_at');
      t.dropColumn('finished_at');
    });
  },
};
