import type { Knex } from 'knex';
import { StrategyTemplate } from '@navia/contracts';
import { fromJson } from '@navia/service-kit';

const TIER_ORDER = ['explore', 'build', 'grow'];

/** The only code that reads strategies.strategy_templates. */
export class TemplatesRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  /** Every template, Explore first, then Build, then Grow; by name within a tier. */
  async listAll(): Promise<StrategyTemplate[]> {
    const rows = await this.db.withSchema(this.schema).table('strategy_templates').select('template', 'access_tier', 'name');
    rows.sort((a, b) => TIER_ORDER.indexOf(a.access_tier) - TIER_ORDER.indexOf(b.access_tier) || String(a.name).localeCompare(String(b.name)));
    return rows.map((row) => parseTemplate(row.template));
  }

  async findById(id: string): Promise<StrategyTemplate | undefined> {
    const row = await this.db.withSchema(this.schema).table('strategy_templates').select('template').where({ id }).first();
    return row ? parseTemplate(row.template) : undefined;
  }
}

function parseTemplate(stored: unknown): StrategyTemplate {
  return StrategyTemplate.parse(fromJson(stored));
}
