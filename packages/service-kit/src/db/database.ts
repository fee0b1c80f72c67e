import { mkdirSync } from 'node:fs';
import knex, { type Knex } from 'knex';
import pg from 'pg';

export type Database = Knex;

const INT8 = 20;
const NUMERIC = 1700;

// pg returns bigint and count(*) as strings while PGlite returns numbers/BigInt (stack notes). Make both drivers
// answer plain numbers for int8, so repositories behave the same on the embedded default and on PostgreSQL.
pg.types.setTypeParser(INT8, (v) => Number(v));
pg.types.setTypeParser(NUMERIC, (v) => Number(v));

export interface DatabaseConfig {
  /** postgres://… for a real server; when absent, PGlite under `pgliteDir`. */
  url?: string;
  pgliteDir?: string;
  poolMax?: number;
}

export async function createDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.url) {
    const db = knex({ client: 'pg', connection: config.url, pool: { min: 0, max: config.poolMax ?? 10 } });
    await db.raw('select 1');
    return db;
  }
  if (!config.pgliteDir) throw new Error('Either DATABASE_URL or a PGlite directory is required');
  return createPgliteDatabase(config.pgliteDir);
}

async function createPgliteDatabase(dir: string): Promise<Database> {
  mkdirSync(dir, { recursive: true });
  const [{ PGlite }, { default: ClientPgLite }] = await Promise.all([import('@electric-sql/pglite'), import('knex-pglite')]);
  const pglite = new PGlite(dir, { parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => Number(v) } });
  await pglite.waitReady;
  // knex-pglite forces one connection: all services of the embedded process share this knex, so transactions of
  // different services queue behind each other instead of interleaving on the single PGlite session.
  const db = knex({ client: ClientPgLite as unknown as typeof knex.Client, connection: { pglite } as never });
  await db.raw('select 1');
  return db;
}

/** jsonb columns take JSON text: pg would send a JS array as a Postgres array (stack notes). */
export function json(value: unknown): string {
  return JSON.stringify(value);
}

/** A jsonb column as read: PostgreSQL's driver hands it back parsed; read defensively so a driver answering text works too. */
export function fromJson(value: unknown): unknown {
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}
