import type { Knex } from 'knex';
import type { TaskExecutionStatus } from '@navia/contracts';
import { affectedRows } from '@navia/service-kit';

export interface TaskExecutionRow {
  task_id: string;
  user_id: string;
  run: number;
  status: TaskExecutionStatus;
  attempts: number;
  file_id: string | null;
  error: string | null;
  /** When this run was queued. */
  started_at: Date;
  /** When this run completed or failed; null while it is open. */
  finished_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The only code that touches content.task_executions. */
export class TaskExecutionsRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private table(db: Knex = this.db) {
    return db.withSchema(this.schema).table('task_executions');
  }

  async find(userId: string, taskId: string, db: Knex = this.db): Promise<TaskExecutionRow | undefined> {
    return this.table(db).where({ user_id: userId, task_id: taskId }).first();
  }

  /** The task's row, locked until the transaction ends (two execute calls at once take turns). */
  async findForUpdate(taskId: string, trx: Knex.Transaction): Promise<TaskExecutionRow | undefined> {
    return this.table(trx).where({ task_id: taskId }).forUpdate().first();
  }

  /** Creates the row, or waits for a concurrent creator and answers undefined (the caller then locks and reads it). */
  async insertQueued(userId: string, taskId: string, trx: Knex.Transaction): Promise<TaskExecutionRow | undefined> {
    const [row] = await this.table(trx).insert({ task_id: taskId, user_id: userId, run: 1, status: 'queued' }).onConflict('task_id').ignore().returning('*');
    return row;
  }

  /** A new run after a failure or a deleted file. */
  async startRun(taskId: string, run: number, trx: Knex.Transaction): Promise<TaskExecutionRow> {
    const [row] = await this.table(trx)
      .where({ task_id: taskId })
      .update({ run, status: 'queued', attempts: 0, file_id: null, error: null, started_at: trx.fn.now(), finished_at: null, updated_at: trx.fn.now() })
      .returning('*');
    return row;
  }

  /** A worker took the run: only a queued or running row of that run moves (a stale job changes nothing). */
  async markRunning(taskId: string, run: number): Promise<TaskExecutionRow | undefined> {
    const [row] = await this.table()
      .where({ task_id: taskId, run })
      .whereIn('status', ['queued', 'running'])
      .update({ status: 'running', attempts: this.db.raw('attempts + 1'), updated_at: this.db.fn.now() })
      .returning('*');
    return row;
  }

  async markCompleted(taskId: string, run: number, fileId: string, trx: Knex.Transaction): Promise<void> {
    await this.table(trx)
      .where({ task_id: taskId, run })
      .update({ status: 'completed', file_id: fileId, error: null, finished_at: this.db.raw('coalesce(finished_at, now())'), updated_at: trx.fn.now() });
  }

  /** Answers whether the run failed now (a completed run, or another run, stays as it is). */
  async markFailed(taskId: string, run: number, reason: string, trx?: Knex.Transaction): Promise<boolean> {
    const db = trx ?? this.db;
    const n = await this.table(db)
      .where({ task_id: taskId, run })
      .whereNot({ status: 'completed' })
      .update({ status: 'failed', error: reason, finished_at: db.fn.now(), updated_at: db.fn.now() });
    return affectedRows(n) > 0;
  }
}
