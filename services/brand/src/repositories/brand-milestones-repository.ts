import type { Knex } from 'knex';

/** The only code that writes brand.brands' setup milestones. Each is set once: the first writer wins. */
export class BrandMilestonesRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private brands() {
    return this.db.withSchema(this.schema).table('brands');
  }

  /** True for the one call that records the moment (a conditional update: concurrent calls cannot both win). */
  async markSetupCompleted(brandId: string): Promise<boolean> {
    const rows = await this.brands().where({ id: brandId }).whereNull('setup_completed_at').update({ setup_completed_at: this.db.fn.now() }).returning('id');
    return rows.length === 1;
  }

  async markFirstStrategy(userId: string, brandId: string): Promise<'recorded' | 'already' | 'missing'> {
    const rows = await this.brands().where({ id: brandId, user_id: userId }).whereNull('first_strategy_at').update({ first_strategy_at: this.db.fn.now() }).returning('id');
    if (rows.length === 1) return 'recorded';
    const exists = await this.brands().where({ id: brandId, user_id: userId }).first('id');
    return exists ? 'already' : 'missing';
  }
}
