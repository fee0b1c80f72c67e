import type { Migration } from '@navia/service-kit';

/**
 * content.task_executions: one row per task, the state of its latest execution run. `run` numbers the job id
 * (`task-execution-{taskId}-r{run}`): calls while a run is queued or running answer the same job; a new run starts
 * only after a failure or when the run's file was deleted.
 */
export const createTaskExecutions: Migration = {
  name: '20261124110400_create-task-executions',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasTable('task_executions')) return;
    await db.schema.withSchema(schema).createTable('task_executions', (t) => {
      t.uuid('task_id').primary();
      t.uuid('user_id').notNullable();
      t.integer('run').notNullable().defaultTo(1);
      t.text('status').notNullable();
      t.integer('attempts').notNullable().defaultTo(0);
      t.uuid('file_id').nullable();
      t.text('error').nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['user_id']);
    });
    await db.raw(`alter table ??.task_executions add constraint task_executions_status_check check (status in ('queued', 'running', 'completed', 'failed'))`, [schema]);
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('task_executions');
  },
};
