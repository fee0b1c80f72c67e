import type { Migration } from '@navia/service-kit';

/**
 * Two moments of a brand's setup, each recorded once: every brand step complete (what makes `firstTimeCompletion`
 * true exactly once) and the first strategy launched (told by the strategies service; the progress's last step).
 */
export const addBrandSetupMilestones: Migration = {
  name: '20261121220000_add-brand-setup-milestones',
  async up(db, schema) {
    const has = (column: string) => db.schema.withSchema(schema).hasColumn('brands', column);
    const missing = { setup: !(await has('setup_completed_at')), strategy: !(await has('first_strategy_at')) };
    if (!missing.setup && !missing.strategy) return;
    await db.schema.withSchema(schema).alterTable('brands', (t) => {
      if (missing.setup) t.timestamp('setup_completed_at', { useTz: true }).nullable();
      if (missing.strategy) t.timestamp('first_strategy_at', { useTz: true }).nullable();
    });
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).alterTable('brands', (t) => {
      t.dropColumn('setup_completed_at');
      t.dropColumn('first_strategy_at');
    });
  },
};
