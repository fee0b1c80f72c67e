import type { Knex } from 'knex';
import { TASK_DESCRIPTION_PREVIEW, type ExportTask, type TaskExecutionChangedEvent, type TaskProcessingStatus } from '@navia/contracts';
import { affectedRows } from '@navia/service-kit';

export interface TaskRow {
  id: string;
  user_id: string;
  brand_id: string;
  strategy_id: string;
  strategy_name: string;
  title: string;
  description: string;
  status: string;
  /** Read as text (`YYYY-MM-DD`): a JS Date would shift the calendar day by the server's time zone. */
  due_date: string | null;
  timeframe: string | null;
  task_type: string;
  action_type: string;
  format_id: string | null;
  dependency_id: string | null;
  output_file_id: string | null;
  generated_content: string | null;
  final_content: string | null;
  processing_status: TaskProcessingStatus | null;
  /** Why the last AI execution failed (processing_status 'failed'). */
  processing_error: string | null;
  tags: string[];
  created_at: Date;
  updated_at: Date;
  /** When the task was last completed; null while open (the dashboard stats' completion day). */
  completed_at: Date | null;
  /** How many times it was rescheduled (the ICS feed's SEQUENCE, issue 17). */
  schedule_sequence: number;
}

/** What an execution run's change sets on its task (the event without its ids). */
export type ExecutionChange = DistributiveOmit<TaskExecutionChangedEvent, 'userId' | 'taskId' | 'run'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A row of the list view (listPageForUser). */
export type TaskListRow = Omit<TaskRow, 'user_id' | 'brand_id' | 'generated_content' | 'final_content' | 'created_at' | 'completed_at'> & {
  description_truncated: boolean;
  has_content: boolean;
};

/** Ties within a day: creation order, then the strategy's own order (every list of tasks breaks them so). */
const TIE_ORDER = 'created_at asc, sequence asc, id asc';

export type NewTaskRow = Pick<
  TaskRow,
  'id' | 'user_id' | 'brand_id' | 'strategy_id' | 'strategy_name' | 'title' | 'description' | 'due_date' | 'task_type' | 'action_type' | 'format_id' | 'dependency_id' | 'tags'
> & { sequence: number };

/** The only code that touches tasks.tasks. Every read is scoped by user id. */
export class TasksRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private table(db: Knex = this.db) {
    return db.withSchema(this.schema).table('tasks');
  }

  /** Every column, with due_date replaced by its text form (the later column of the same name wins in a row). */
  private columns(db: Knex = this.db) {
    return ['*', this.dueDay(db)];
  }

  /** due_date as the contracts' YYYY-MM-DD (a date column would come back as a Date at midnight in the server's zone). */
  private dueDay(db: Knex = this.db) {
    return db.raw(`to_char(due_date, 'YYYY-MM-DD') as due_date`);
  }

  /** Dated tasks first by day, undated after; creation order, then the strategy's own order, breaks ties. */
  async listForUser(userId: string, brandId?: string): Promise<TaskRow[]> {
    const q = this.table().select(this.columns()).where({ user_id: userId });
    if (brandId) q.andWhere({ brand_id: brandId });
    return q.orderByRaw(`tasks.due_date asc nulls last, ${TIE_ORDER}`);
  }

  /** One page of all the user's tasks in id order, whole (an export reads them so), after the id `after`. */
  async pageForUser(userId: string, after: string | undefined, limit: number): Promise<TaskRow[]> {
    const q = this.table().select(this.columns()).where({ user_id: userId });
    if (after) q.andWhere('id', '>', after);
    return q.orderBy('id').limit(limit);
  }

  /**
   * One page of the list view: only the columns a task card shows, the description cut to its preview, and whether
   * there is content instead of the content itself (a generated post can be many KB). Undated tasks first, then by
   * day, in the default view's tie order; tasks_list_order_idx serves it, so a page reads its own rows only.
   */
  async listPageForUser(userId: string, brandId: string | undefined, offset: number, limit: number): Promise<TaskListRow[]> {
    const q = this.table()
      .select(
        'id', 'title', 'status', 'timeframe', 'strategy_name', 'strategy_id', 'task_type', 'action_type', 'format_id', 'dependency_id',
        'output_file_id', 'processing_status', 'processing_error', 'tags', 'updated_at',
        this.dueDay(),
        this.db.raw('left(description, ?) as description', [TASK_DESCRIPTION_PREVIEW]),
        this.db.raw('char_length(description) > ? as description_truncated', [TASK_DESCRIPTION_PREVIEW]),
        this.db.raw(`(coalesce(generated_content, '') <> '' or coalesce(final_content, '') <> '' or coalesce(output_file_id, '') <> '') as has_content`),
      )
      .where({ user_id: userId });
    if (brandId) q.andWhere({ brand_id: brandId });
    return q.orderByRaw(`tasks.due_date asc nulls first, ${TIE_ORDER}`).offset(offset).limit(limit);
  }

  /**
   * The strategies and task types among the user's tasks (the filter chips), from the counts the database keeps in
   * task_kinds (migration 20261126150000) rather than from all of the user's rows.
   */
  async kindsForUser(userId: string, brandId?: string): Promise<Array<Pick<TaskRow, 'strategy_id' | 'strategy_name' | 'task_type'>>> {
    const q = this.db.withSchema(this.schema).table('task_kinds').select('strategy_id', 'strategy_name', 'task_type').where({ user_id: userId });
    if (brandId) q.andWhere({ brand_id: brandId });
    return q.orderBy(['strategy_name', 'task_type', 'strategy_id']);
  }

  /** Tasks carrying `tag`, optionally of one strategy, in due order (a task key result's progress). */
  async listByTag(userId: string, tag: string, strategyId?: string): Promise<TaskRow[]> {
    const q = this.table().select(this.columns()).where({ user_id: userId }).whereRaw('? = any(tags)', [tag]);
    if (strategyId) q.andWhere({ strategy_id: strategyId });
    return q.orderByRaw(`tasks.due_date asc nulls last, ${TIE_ORDER}`);
  }

  /** A strategy's task counts overall and per tag, from one scan of its rows. */
  async progressForStrategy(userId: string, strategyId: string): Promise<{ total: number; completed: number; tags: { tag: string; total: number; completed: number }[] }> {
    const rows: Array<{ status: string; tags: string[] }> = await this.table().select('status', 'tags').where({ user_id: userId, strategy_id: strategyId });
    const byTag = new Map<string, { total: number; completed: number }>();
    let completed = 0;
    for (const row of rows) {
      const done = row.status === 'completed';
      if (done) completed += 1;
      for (const tag of row.tags) {
        const counts = byTag.get(tag) ?? { total: 0, completed: 0 };
        counts.total += 1;
        if (done) counts.completed += 1;
        byTag.set(tag, counts);
      }
    }
    return { total: rows.length, completed, tags: [...byTag].map(([tag, c]) => ({ tag, ...c })).sort((a, b) => a.tag.localeCompare(b.tag)) };
  }

  /** The user's tasks not completed yet (the plan's active-task cap), counted inside the creating transaction. */
  /**
   * Imported tasks (issue 19) under the ids identity gave them, prerequisites before their dependants; a task already
   * there is skipped. Answers how many were added.
   */
  async importTasks(userId: string, tasks: readonly ExportTask[], trx: Knex.Transaction): Promise<number> {
    if (tasks.length === 0) return 0;
    const added = await this.table(trx)
      .insert(
        tasks.map((t, i) => ({
          id: t.id,
          user_id: userId,
          brand_id: t.brandId,
          strategy_id: t.strategyId,
          strategy_name: t.strategy,
          title: t.title,
          description: t.description,
          // A run in progress elsewhere is not one here.
          status: t.status === 'processing' ? 'pending' : t.status,
          due_date: t.dueDate,
          timeframe: t.timeframe,
          task_type: t.taskType,
          action_type: t.actionType,
          format_id: t.formatId,
          dependency_id: t.dependencyId,
          output_file_id: t.outputFileId,
          generated_content: t.generatedContent,
          final_content: t.finalContent,
          tags: t.tags,
          sequence: i,
          created_at: t.createdAt,
          updated_at: t.updatedAt,
          completed_at: t.completedAt,
        })),
      )
      .onConflict('id')
      .ignore()
      .returning('id');
    return added.length;
  }

  async countOpenForUser(userId: string, trx?: Knex.Transaction): Promise<number> {
    const [{ n }] = await this.table(trx).where({ user_id: userId }).whereNot({ status: 'completed' }).count({ n: '*' });
    return Number(n);
  }

  async findForUser(userId: string, id: string, trx?: Knex.Transaction): Promise<TaskRow | undefined> {
    return this.table(trx).select(this.columns(trx)).where({ user_id: userId, id }).first();
  }

  /** `findForUser`, locked until the transaction ends (two toggles of one task run one after the other). */
  async findForUserForUpdate(userId: string, id: string, trx: Knex.Transaction): Promise<TaskRow | undefined> {
    return this.table(trx).select(this.columns(trx)).where({ user_id: userId, id }).forUpdate().first();
  }

  /** A strategy's tasks, locked until the transaction ends (issue 17: a reschedule plans over them). */
  async listForStrategyForUpdate(userId: string, strategyId: string, trx: Knex.Transaction): Promise<TaskRow[]> {
    return this.table(trx).select(this.columns(trx)).where({ user_id: userId, strategy_id: strategyId }).orderBy('id').forUpdate();
  }

  /** Moves a task to `day`, counting the move (the ICS feed's SEQUENCE). */
  async reschedule(userId: string, id: string, day: string, trx: Knex.Transaction): Promise<void> {
    await this.table(trx)
      .where({ user_id: userId, id })
      .update({ due_date: day, schedule_sequence: trx.raw('schedule_sequence + 1'), updated_at: trx.fn.now() });
  }

  /** The user's open dated tasks, for the ICS feed: by day, then the list's order. */
  async openDatedForUser(userId: string): Promise<TaskRow[]> {
    return this.table()
      .select(this.columns())
      .where({ user_id: userId })
      .whereNot({ status: 'completed' })
      .whereNotNull('due_date')
      .orderByRaw(`tasks.due_date asc, ${TIE_ORDER}`);
  }

  async updateStatus(userId: string, id: string, status: string, trx: Knex.Transaction): Promise<void> {
    const completedAt = status === 'completed' ? trx.fn.now() : null;
    await this.table(trx).where({ user_id: userId, id }).update({ status, updated_at: trx.fn.now(), completed_at: completedAt });
  }

  /**
   * The content service's execution run changed (TASK_EXECUTION_CHANGED): keeps the task's copy in step. An event
   * of an older run than the one recorded changes nothing, nor does a `started` of the run recorded (it can arrive
   * after its run's outcome); an outcome applies to its own run or a newer one. Setting (not toggling) keeps it
   * idempotent. Answers false when the task no longer exists.
   */
  async applyExecutionChange(userId: string, id: string, run: number, change: ExecutionChange): Promise<boolean> {
    const patch =
      change.outcome === 'started'
        ? { processing_status: 'processing', processing_error: null }
        : change.outcome === 'completed'
          ? { output_file_id: change.fileId, processing_status: null, processing_error: null }
          : { processing_status: 'failed', processing_error: change.reason };
    const n = await this.table()
      .where({ user_id: userId, id })
      .where((q) => {
        q.whereNull('processing_run');
        if (change.outcome === 'started') q.orWhere('processing_run', '<', run);
        else q.orWhere('processing_run', '<=', run);
      })
      .update({ ...patch, processing_run: run, updated_at: this.db.fn.now() });
    if (affectedRows(n) > 0) return true;
    // Nothing changed: an out-of-date event for a task that is still there, or a task that is gone.
    return !!(await this.table().where({ user_id: userId, id }).first('id'));
  }

  async insertMany(rows: NewTaskRow[], trx: Knex.Transaction): Promise<void> {
    // One statement: Postgres checks the self-referencing dependency keys at its end, so order does not matter.
    await this.table(trx).insert(rows);
  }

  async deleteForStrategy(userId: string, strategyId: string, onlyOpen: boolean): Promise<number> {
    const q = this.table().where({ user_id: userId, strategy_id: strategyId });
    if (onlyOpen) q.andWhereNot({ status: 'completed' });
    return affectedRows(await q.delete());
  }
}
