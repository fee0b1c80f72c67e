import type { Knex } from 'knex';

export interface BrandRow {
  id: string;
  user_id: string;
  is_default: boolean;
  company_name: string;
  data: Record<string, unknown>;
  /** Setup milestones, written once each by BrandMilestonesRepository. */
  setup_completed_at: Date | null;
  first_strategy_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The only code that touches brand.brands. Every read is scoped by user id. */
export class BrandsRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private table(db: Knex = this.db) {
    return db.withSchema(this.schema).table<BrandRow>('brands');
  }

  async listForUser(userId: string): Promise<BrandRow[]> {
    return this.table().where({ user_id: userId }).orderBy([{ column: 'is_default', order: 'desc' }, { column: 'created_at', order: 'asc' }]);
  }

  async findForUser(userId: string, brandId: string): Promise<BrandRow | undefined> {
    return this.table().where({ user_id: userId, id: brandId }).first();
  }

  /** The default brand, else the oldest (spec: active brand defaults to isDefault, else the first). */
  async findPrimary(userId: string): Promise<BrandRow | undefined> {
    return this.table().where({ user_id: userId }).orderBy([{ column: 'is_default', order: 'desc' }, { column: 'created_at', order: 'asc' }]).first();
  }

  /** An imported brand (issue 19) under the id identity gave it; false when it is already there. */
  async importBrand(row: Pick<BrandRow, 'id' | 'user_id' | 'is_default' | 'company_name' | 'data' | 'created_at'>, trx: Knex.Transaction): Promise<boolean> {
    const added = await this.table(trx).insert(row).onConflict('id').ignore().returning('id');
    return added.length > 0;
  }

  async findDefaultForUpdate(userId: string, trx: Knex.Transaction): Promise<BrandRow | undefined> {
    return this.table(trx).where({ user_id: userId, is_default: true }).forUpdate().first();
  }

  /** The user's brand `brandId`, locked until the transaction ends (a merge must not lose a concurrent save's keys). */
  async findForUserForUpdate(userId: string, brandId: string, trx: Knex.Transaction): Promise<BrandRow | undefined> {
    return this.table(trx).where({ user_id: userId, id: brandId }).forUpdate().first();
  }

  /** `findPrimary`, locked until the transaction ends. */
  async findPrimaryForUpdate(userId: string, trx: Knex.Transaction): Promise<BrandRow | undefined> {
    return this.table(trx)
      .where({ user_id: userId })
      .orderBy([{ column: 'is_default', order: 'desc' }, { column: 'created_at', order: 'asc' }])
      .forUpdate()
      .first();
  }

  async countForUser(userId: string, trx: Knex.Transaction): Promise<number> {
    const [{ count }] = await this.table(trx).where({ user_id: userId }).count<{ count: string | number }[]>('* as count');
    return Number(count);
  }

  async insert(row: Pick<BrandRow, 'id' | 'user_id' | 'is_default' | 'company_name' | 'data'>, trx: Knex.Transaction): Promise<BrandRow> {
    const [created] = await this.table(trx).insert({ ...row, data: JSON.stringify(row.data) as never }).returning('*');
    return created as BrandRow;
  }

  async update(id: string, fields: { company_name: string; data: Record<string, unknown> }, trx: Knex.Transaction): Promise<BrandRow> {
    const [updated] = await this.table(trx)
      .where({ id })
      .update({ company_name: fields.company_name, data: JSON.stringify(fields.data) as never, updated_at: trx.fn.now() as never })
      .returning('*');
    return updated as BrandRow;
  }
}
