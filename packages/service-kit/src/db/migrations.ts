import type { Knex } from 'knex';
import type { Database } from './database';

export interface Migration {
  /** `YYYYMMDDHHMMSS_intent`, one concern per file. */
  name: string;
  up(db: Knex, schema: string): Promise<void>;
  down?(db: Knex, schema: string): Promise<void>;
}

/**
 * A knex migration source over an explicit list. Listing migrations in code (rather than globbing a folder) works
 * the same under tsx, jest and a bundled build, and makes the order reviewable.
 */
class ListSource implements Knex.MigrationSource<Migration> {
  constructor(private readonly migrations: readonly Migration[], private readonly schema: string) {}
  async getMigrations() {
    return [...this.migrations].sort((a, b) => a.name.localeCompare(b.name));
  }
  getMigrationName(m: Migration) {
    return m.name;
  }
  async getMigration(m: Migration): Promise<Knex.Migration> {
    const schema = this.schema;
    return {
      up: (db: Knex) => m.up(db, schema),
      down: (db: Knex) => (m.down ? m.down(db, schema) : Promise.resolve()),
    };
  }
}

async function runLatest(db: Database, schema: string, migrations: readonly Migration[]): Promise<string[]> {
  await db.raw('create schema if not exists ??', [schema]);
  const [, applied] = (await db.migrate.latest({
    migrationSource: new ListSource(migrations, schema),
    schemaName: schema,
    tableName: 'knex_migrations',
  })) as [number, string[]];
  return applied;
}

/**
 * Creates the service's schema and applies its pending migrations; running it twice is a no-op. Several processes
 * of one service (API and workers, or replicas) may start at once: on PostgreSQL a session advisory lock per schema
 * makes them take turns, because knex's own migration lock table is itself created without one. PGlite is one
 * process by design and has a single connection, so it needs (and could hold) no lock.
 */
export async function migrate(db: Database, schema: string, migrations: readonly Migration[]): Promise<string[]> {
  if ((db.client.config as { client?: unknown }).client !== 'pg') return runLatest(db, schema, migrations);
  const conn = await db.client.acquireConnection();
  try {
    await conn.query("select pg_advisory_lock(hashtext('navia:migrate:' || $1))", [schema]);
    try {
      return await runLatest(db, schema, migrations);
    } finally {
      await conn.query("select pg_advisory_unlock(hashtext('navia:migrate:' || $1))", [schema]);
    }
  } finally {
    await db.client.releaseConnection(conn);
  }
}

export async function rollbackAll(db: Database, schema: string, migrations: readonly Migration[]): Promise<void> {
  await db.migrate.rollback({ migrationSource: new ListSource(migrations, schema), schemaName: schema, tableName: 'knex_migrations' }, true);
}
