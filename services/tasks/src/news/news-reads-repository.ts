import type { Knex } from 'knex';

/** The only code that touches tasks.news_reads. Every query is scoped by the user. */
export class NewsReadsRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private table() {
    return this.db.withSchema(this.schema).table('news_reads');
  }

  /** Which of `newsIds` the user has marked read. */
  async readIdsAmong(userId: string, newsIds: readonly string[]): Promise<string[]> {
    if (newsIds.length === 0) return [];
    const rows: { news_id: string }[] = await this.table().select('news_id').where({ user_id: userId }).whereIn('news_id', newsIds);
    const read = new Set(rows.map((r) => r.news_id));
    return newsIds.filter((id) => read.has(id));
  }

  /** Every mark of the user, oldest first (an export). */
  async allForUser(userId: string): Promise<Array<{ news_id: string; read_at: Date }>> {
    return this.table().select('news_id', 'read_at').where({ user_id: userId }).orderBy([{ column: 'read_at' }, { column: 'news_id' }]);
  }

  /** Idempotent: a second mark keeps the first time. Returns when the item was (first) marked read. */
  async markRead(userId: string, newsId: string): Promise<Date> {
    await this.table().insert({ user_id: userId, news_id: newsId }).onConflict(['user_id', 'news_id']).ignore();
    const row: { read_at: Date } | undefined = await this.table().select('read_at').where({ user_id: userId, news_id: newsId }).first();
    if (!row) throw new Error('news read was not recorded');
    return new Date(row.read_at);
  }
}
