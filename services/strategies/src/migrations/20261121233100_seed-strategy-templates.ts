import type { Migration } from '@navia/service-kit';
import { loadTemplates } from '../templates/load-templates';
import { syncTemplates } from '../templates/sync-templates';

/**
 * The template library, seeded from the data files (validated by the contract while loading: a bad file fails the
 * migration, so it never reaches users). A later change to the library ships as a new migration that calls
 * syncTemplates again, so every database says which library version it holds.
 */
export const seedStrategyTemplates: Migration = {
  name: '20261121233100_seed-strategy-templates',
  async up(db, schema) {
    await syncTemplates(db, schema, loadTemplates());
  },
  async down(db, schema) {
    await db.withSchema(schema).table('strategy_templates').del();
  },
};
