import type { Knex } from 'knex';
import type { PublicMetadata } from '@navia/contracts';
import { affectedRows } from '@navia/service-kit';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string | null;
  public_metadata: PublicMetadata;
  plan_ids: string[];
  /** Operator role (queue dashboard); only `npm run set-admin` changes it. */
  is_admin?: boolean;
  /** Access tokens issued before this carry a stale plan or role claim and are refused (lib/token-revocations.ts). */
  tokens_valid_after?: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The only code that touches identity.users. */
export class UsersRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private table(db: Knex = this.db) {
    return db.withSchema(this.schema).table<UserRow>('users');
  }

  async findById(id: string, db?: Knex): Promise<UserRow | undefined> {
    return this.table(db).where({ id }).first();
  }

  async findByEmail(email: string, db?: Knex): Promise<UserRow | undefined> {
    return this.table(db).where({ email: email.toLowerCase() }).first();
  }

  async insert(row: Pick<UserRow, 'id' | 'email' | 'password_hash' | 'first_name' | 'last_name'>, db?: Knex): Promise<UserRow> {
    const [created] = await this.table(db).insert(row).returning('*');
    return created as UserRow;
  }

  /** Deep-merges `patch` into public_metadata under a row lock, so concurrent writers do not lose each other's keys. */
  async mergePublicMetadata(id: string, patch: Partial<PublicMetadata>, trx: Knex.Transaction): Promise<UserRow | undefined> {
    const row = await this.table(trx).where({ id }).forUpdate().first();
    if (!row) return undefined;
    const merged = deepMerge(row.public_metadata as unknown as Record<string, unknown>, patch as Record<string, unknown>);
    const [updated] = await this.table(trx)
      .where({ id })
      .update({ public_metadata: JSON.stringify(merged) as never, updated_at: trx.fn.now() as never })
      .returning('*');
    return updated as UserRow;
  }

  /** `validAfter`: when the changed claim takes effect; older access tokens are refused from then on. */
  async setAdmin(id: string, isAdmin: boolean, validAfter: Date, db?: Knex): Promise<UserRow | undefined> {
    const [updated] = await this.table(db)
      .where({ id })
      .update({ is_admin: isAdmin, tokens_valid_after: validAfter, updated_at: this.db.fn.now() as never })
      .returning('*');
    return updated as UserRow | undefined;
  }

  async setPlanIds(id: string, planIds: string[], validAfter: Date, db?: Knex): Promise<UserRow | undefined> {
    const [updated] = await this.table(db)
      .where({ id })
      .update({ plan_ids: JSON.stringify(planIds) as never, tokens_valid_after: validAfter, updated_at: this.db.fn.now() as never })
      .returning('*');
    return updated as UserRow | undefined;
  }

  /** Removes the account; its sessions and sign-in addresses go with it (ON DELETE CASCADE). */
  async delete(id: string, trx: Knex.Transaction): Promise<boolean> {
    return affectedRows(await this.table(trx).where({ id }).delete()) > 0;
  }

  /** Users whose claims changed since `since`: their older access tokens may still be unexpired. */
  async tokenCutoffsSince(since: Date): Promise<Array<{ id: string; tokens_valid_after: Date }>> {
    return this.table().where('tokens_valid_after', '>', since).select('id', 'tokens_valid_after') as never;
  }
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function deepMerge(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) continue;
    out[k] = isPlainObject(v) && isPlainObject(out[k]) ? deepMerge(out[k] as Record<string, unknown>, v) : v;
  }
  return out;
}
