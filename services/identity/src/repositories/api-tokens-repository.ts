import type { Knex } from 'knex';
import type { ApiTokenScope } from '@navia/contracts';
import { affectedRows } from '@navia/service-kit';

export interface ApiTokenRow {
  id: string;
  user_id: string;
  name: string;
  scopes: ApiTokenScope[];
  token_sha256: string;
  hint: string;
  created_at: Date;
  last_used_at: Date | null;
}

/** The only code that touches identity.api_tokens. Every read but the lookup by hash is scoped by user id. */
export class ApiTokensRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private table(db: Knex = this.db) {
    return db.withSchema(this.schema).table<ApiTokenRow>('api_tokens');
  }

  /** Serialises a user's token creations, so two at once cannot both pass the cap. */
  async lockUser(userId: string, trx: Knex.Transaction): Promise<void> {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`identity:api-tokens:${userId}`]);
  }

  async countForUser(userId: string, trx: Knex.Transaction): Promise<number> {
    const [{ n }] = await this.table(trx).where({ user_id: userId }).count({ n: '*' });
    return Number(n);
  }

  async insert(row: Pick<ApiTokenRow, 'id' | 'user_id' | 'name' | 'scopes' | 'token_sha256' | 'hint'>, trx: Knex.Transaction): Promise<ApiTokenRow> {
    const [created] = await this.table(trx).insert(row).returning('*');
    return created as ApiTokenRow;
  }

  async listForUser(userId: string): Promise<ApiTokenRow[]> {
    return this.table().where({ user_id: userId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }]);
  }

  async findByHash(tokenSha256: string): Promise<ApiTokenRow | undefined> {
    return this.table().where({ token_sha256: tokenSha256 }).first();
  }

  /** Notes a use, at most once a minute per token (a busy integration must not write on every request). */
  async touch(id: string): Promise<void> {
    await this.table()
      .where({ id })
      .andWhere((q) => q.whereNull('last_used_at').orWhere('last_used_at', '<', this.db.raw(`now() - interval '1 minute'`)))
      .update({ last_used_at: this.db.fn.now() });
  }

  async delete(userId: string, id: string): Promise<boolean> {
    return affectedRows(await this.table().where({ user_id: userId, id }).delete()) > 0;
  }
}
