import type { Knex } from 'knex';

export interface GenerationRow {
  id: string;
  user_id: string;
  day: string;
  month: string;
  source: 'workspace' | 'task';
  writer: string;
  /** The model id that wrote it (GET /api/ai/models); null for rows from before models were recorded. */
  model?: string | null;
  status: 'reserved' | 'done';
  tokens: number;
  file_id: string | null;
  job_key: string | null;
}

/** The only code that touches content.content_generations (the per-user usage ledger). */
export class UsageRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private table(db: Knex = this.db) {
    return db.withSchema(this.schema).table('content_generations');
  }

  /** Serialises a user's reservations, so two writes at once cannot both take the last one of the day. */
  async lockUser(userId: string, trx: Knex.Transaction): Promise<void> {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`content:usage:${userId}`]);
  }

  /** Generations of the user's day and month, reserved ones included. */
  async counts(userId: string, day: string, month: string, db: Knex = this.db): Promise<{ today: number; month: number }> {
    const [row] = await this.table(db)
      .where({ user_id: userId, month })
      .select(db.raw('count(*)::int as month'), db.raw('(count(*) filter (where day = ?))::int as today', [day]));
    return { today: Number(row.today), month: Number(row.month) };
  }

  async reserve(row: Omit<GenerationRow, 'status' | 'tokens' | 'file_id'>, trx: Knex.Transaction): Promise<void> {
    await this.table(trx).insert({ ...row, status: 'reserved', tokens: 0 });
  }

  /** `writer` and `model` are the ones that wrote (a local model that had gone falls back to the composer). */
  async complete(id: string, done: { tokens: number; fileId: string; writer: string; model: string }, trx?: Knex.Transaction): Promise<void> {
    await this.table(trx).where({ id }).update({ status: 'done', tokens: done.tokens, file_id: done.fileId, writer: done.writer, model: done.model });
  }

  async release(id: string): Promise<void> {
    await this.table().where({ id, status: 'reserved' }).delete();
  }

  async findByJobKey(jobKey: string, db: Knex = this.db): Promise<GenerationRow | undefined> {
    return this.table(db).where({ job_key: jobKey }).first();
  }
}
