import type { Knex } from 'knex';
import type { ErasingService } from '../jobs/erase-user-data.target';

export interface AccountDeletionRow {
  user_id: string;
  pending: ErasingService[];
  requested_at: Date;
  completed_at: Date | null;
}

/** The only code that touches identity.account_deletions (the deletion saga's progress). */
export class AccountDeletionsRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private table(db: Knex = this.db) {
    return db.withSchema(this.schema).table('account_deletions');
  }

  async start(userId: string, services: readonly ErasingService[], trx: Knex.Transaction): Promise<void> {
    await this.table(trx).insert({ user_id: userId, pending: services }).onConflict('user_id').ignore();
  }

  /** One service has erased the user's data; the saga is complete when none is left. Safe to repeat. */
  async markErased(userId: string, service: ErasingService): Promise<AccountDeletionRow | undefined> {
    const [row] = await this.table()
      .where({ user_id: userId })
      .update({
        pending: this.db.raw('array_remove(pending, ?)', [service]),
        completed_at: this.db.raw(`case when array_remove(pending, ?) = '{}' then coalesce(completed_at, now()) else null end`, [service]),
      })
      .returning('*');
    return row;
  }

  async find(userId: string): Promise<AccountDeletionRow | undefined> {
    return this.table().where({ user_id: userId }).first();
  }

  /** Deletions since `since`: their access tokens may still be unexpired (restoreRevocations). */
  async requestedSince(since: Date): Promise<Array<Pick<AccountDeletionRow, 'user_id' | 'requested_at'>>> {
    return this.table().where('requested_at', '>', since).select('user_id', 'requested_at');
  }

  /** Sagas not finished (resumed at start: the in-process job runner keeps nothing across a restart). */
  async unfinished(): Promise<AccountDeletionRow[]> {
    return this.table().whereNull('completed_at').orderBy('requested_at');
  }
}
