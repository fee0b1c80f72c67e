import type { Knex } from 'knex';

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
  processing_status: string | null;
  tags: string[];
  created_at: Date;
  updated_at: Date;
}

export type NewTaskRow = Pick<
  TaskRow,
  'id' | 'user_id' | 'brand_id' | 'strategy_id' | 'strategy_name' | 'title' | 'description' | 'due_date' | 'task_type' | 'action_type' | 'format_id' | 'dependency_id' | 'tags'
>;

/** The only code that touches tasks.tasks. Every read is scoped by user id. */
export class TasksRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private table(db: Knex = this.db) {
    return db.withSchema(this.schema).table('tasks');
  }

  /** Every column, with due_date replaced by its text form (the later column of the same name wins in a row). */
  private columns(db: Knex = this.db) {
    return ['*', db.raw(`to_char(due_date, 'YYYY-MM-DD') as due_date`)];
  }

  /** Dated tasks first by day, undated after; creation order breaks ties. */
  async listForUser(userId: string, brandId?: string): Promise<TaskRow[]> {
    const q = this.table().select(this.columns()).where({ user_id: userId });
    if (brandId) q.andWhere({ brand_id: brandId });
    return q.orderByRaw('tasks.due_date asc nulls last, created_at asc, id asc');
  }

  async findForUser(userId: string, id: string, trx?: Knex.Transaction): Promise<TaskRow | undefined> {
    return this.table(trx).select(this.columns(trx)).where({ user_id: userId, id }).first();
  }

  /** `findForUser`, locked until the transaction ends (two toggles of one task run one after the other). */
  async findForUserForUpdate(userId: string, id: string, trx: Knex.Transaction): Promise<TaskRow | undefined> {
    return this.table(trx).select(this.columns(trx)).where({ user_id: userId, id }).forUpdate().first();
  }

  async updateStatus(userId: string, id: string, status: string, trx: Knex.Transaction): Promise<void> {
    await this.table(trx).where({ user_id: userId, id }).update({ status, updated_at: trx.fn.now() });
  }

  async insertMany(rows: NewTaskRow[], trx: Knex.Transaction): Promise<void> {
    // One statement: Postgres checks the self-referencing dependency keys at its end, so order does not matter.
    await this.table(trx).insert(rows);
  }

  async deleteForStrategy(userId: string, strategyId: string, onlyOpen: boolean): Promise<number> {
    const q = this.table().where({ user_id: userId, strategy_id: strategyId });
    if (onlyOpen) q.andWhereNot({ status: 'completed' });
    return q.delete();
  }
}
