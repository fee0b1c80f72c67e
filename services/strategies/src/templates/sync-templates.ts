import type { Knex } from 'knex';
import type { StrategyTemplate } from '@navia/contracts';

/** Makes the templates table hold exactly `templates`: inserts new ones, updates changed ones, removes dropped ones. */
export async function syncTemplates(db: Knex, schema: string, templates: readonly StrategyTemplate[]): Promise<void> {
  await db.transaction(async (trx) => {
    const table = () => trx.withSchema(schema).table('strategy_templates');
    for (const t of templates) {
      await table()
        .insert({
          id: t.id,
          name: t.name,
          goal_type: t.metadata.goalType,
          platform: t.metadata.platform,
          access_tier: t.accessTier,
          template: JSON.stringify(t),
          updated_at: trx.fn.now(),
        })
        .onConflict('id')
        .merge();
    }
    await table().whereNotIn('id', templates.map((t) => t.id)).del();
  });
}
