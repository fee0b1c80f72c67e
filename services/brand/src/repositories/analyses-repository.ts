import type { Knex } from 'knex';
import { affectedRows } from '@navia/service-kit';
import type { AnalyzeBrandSources } from '@navia/contracts';

export type AnalysisStatus = 'pending' | 'running' | 'completed' | 'failed';

export interface AnalysisRow {
  id: string;
  user_id: string;
  brand_id: string;
  sources: AnalyzeBrandSources;
  status: AnalysisStatus;
  analyzer: string | null;
  result: Record<string, unknown> | null;
  error: { error: string; status: number; message: string; field?: string } | null;
  attempts: number;
  created_at: Date;
  updated_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/** The only code that touches brand.analyses. Reads for a request are scoped by user; the job reads by id. */
export class AnalysesRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private table() {
    return this.db.withSchema(this.schema).table<AnalysisRow>('analyses');
  }

  async insert(row: Pick<AnalysisRow, 'id' | 'user_id' | 'brand_id' | 'sources'>): Promise<AnalysisRow> {
    const [created] = await this.table()
      .insert({ ...row, sources: JSON.stringify(row.sources) as never, status: 'pending' })
      .returning('*');
    return created as AnalysisRow;
  }

  async findForUser(userId: string, id: string): Promise<AnalysisRow | undefined> {
    return this.table().where({ user_id: userId, id }).first();
  }

  /** For the job, which carries only the id (the row names its owner). */
  async findById(id: string): Promise<AnalysisRow | undefined> {
    return this.table().where({ id }).first();
  }

  /**
   * Marks an unfinished analysis as running and counts the attempt; a finished one (completed or failed) is left
   * alone and undefined returned, which is what makes a redelivered job a no-op.
   */
  async claim(id: string): Promise<AnalysisRow | undefined> {
    const [row] = await this.table()
      .where({ id })
      .whereIn('status', ['pending', 'running'])
      .update({ status: 'running', attempts: this.db.raw('attempts + 1') as never, started_at: this.db.fn.now() as never, updated_at: this.db.fn.now() as never })
      .returning('*');
    return row as AnalysisRow | undefined;
  }

  /** Records the outcome once: only an unfinished analysis can finish, so a late duplicate cannot overwrite it. */
  async complete(id: string, analyzer: string, result: Record<string, unknown>): Promise<boolean> {
    const n = await this.table()
      .where({ id })
      .whereIn('status', ['pending', 'running'])
      .update({ status: 'completed', analyzer, result: JSON.stringify(result) as never, error: null, finished_at: this.db.fn.now() as never, updated_at: this.db.fn.now() as never });
    return affectedRows(n) > 0;
  }

  async fail(id: string, error: NonNullable<AnalysisRow['error']>, analyzer?: string): Promise<boolean> {
    const n = await this.table()
      .where({ id })
      .whereIn('status', ['pending', 'running'])
      .update({ status: 'failed', analyzer: analyzer ?? null, error: JSON.stringify(error) as never, finished_at: this.db.fn.now() as never, updated_at: this.db.fn.now() as never });
    return affectedRows(n) > 0;
  }
}
