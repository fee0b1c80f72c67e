import type { Migration } from '@navia/service-kit';
import { syncCatalogue } from '../catalogue/sync-catalogue';

/**
 * The platforms and formats of the contracts' catalogue with their writer configuration. A later catalogue change
 * ships as a new migration calling syncCatalogue again, so a database's migration list says which catalogue it holds.
 */
export const seedCatalogue: Migration = {
  name: '20261124110100_seed-catalogue',
  async up(db, schema) {
    await syncCatalogue(db, schema);
  },
  async down(db, schema) {
    await db.withSchema(schema).table('formats').del();
    await db.withSchema(schema).table('platforms').del();
  },
};
