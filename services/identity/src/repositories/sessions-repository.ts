import type { Knex } from 'knex';
import { affectedRows, fromJson } from '@navia/service-kit';

export interface SessionRow {
  id: string;
  user_id: string;
  refresh_hash: string;
  /** Tokens rotated away lately, with when (ms): a refresh race within the grace window presents one of these. */
  recent_hashes: RotatedHash[];
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
  user_agent: string | null;
  ip: string | null;
  created_at: Date;
  last_used_at: Date;
}

export interface RotatedHash {
  hash: string;
  at: number;
}

function rotatedHashes(value: unknown): RotatedHash[] {
  const list = fromJson(value);
  return Array.isArray(list) ? list.filter((r): r is RotatedHash => typeof r?.hash === 'string' && typeof r?.at === 'number') : [];
}

/** The only code that touches identity.sessions. */
export class SessionsRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private table(db: Knex = this.db) {
    return db.withSchema(this.schema).table<SessionRow>('sessions');
  }

  async insert(row: Pick<SessionRow, 'id' | 'user_id' | 'refresh_hash' | 'expires_at' | 'user_agent' | 'ip'>, db?: Knex) {
    await this.table(db).insert(row);
  }

  async findForUpdate(id: string, trx: Knex.Transaction): Promise<SessionRow | undefined> {
    const row = await this.table(trx).where({ id }).forUpdate().first();
    return row && { ...row, recent_hashes: rotatedHashes(row.recent_hashes) };
  }

  async findById(id: string): Promise<SessionRow | undefined> {
    return this.table().where({ id }).first();
  }

  async rotate(id: string, newHash: string, recent: RotatedHash[], trx: Knex.Transaction) {
    // Stringified: node-postgres would send a JS array as a PostgreSQL array, not as JSON.
    await this.table(trx).where({ id }).update({ refresh_hash: newHash, recent_hashes: JSON.stringify(recent) as never, last_used_at: trx.fn.now() as never });
  }

  /** Answers whether a live session was revoked now (false: unknown, or revoked before). */
  async revoke(id: string, reason: string, db?: Knex): Promise<boolean> {
    return affectedRows(await this.table(db).where({ id }).whereNull('revoked_at').update({ revoked_at: this.db.fn.now() as never, revoked_reason: reason })) > 0;
  }

  /** Sessions revoked since `since`: their access tokens may still be unexpired. */
  async revokedSince(since: Date): Promise<Array<{ id: string; revoked_at: Date }>> {
    return this.table().where('revoked_at', '>', since).select('id', 'revoked_at') as never;
  }

  /** Expired sessions, and revoked ones kept a day for audit, are deleted. Returns how many. */
  async purgeExpired(now: Date): Promise<number> {
    const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
    return affectedRows(await this.table().where('expires_at', '<', now).orWhere('revoked_at', '<', dayAgo).delete());
  }
}
