import { randomBytes } from 'node:crypto';
import knex, { type Knex } from 'knex';

/** The server tests run against: this machine's PostgreSQL unless DATABASE_URL says otherwise. */
export function baseDatabaseUrl(): string {
  return process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

export function testRedisUrl(): string {
  return process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** What a test database starts as, instead of empty: made once per server and key, then copied. */
export interface DatabaseTemplate {
  /** Names what `prepare` puts in (a hash of the migrations it runs): another key, another template. Hex, ≤ 32. */
  key: string;
  /** Fills the new, empty database at `url`, and closes every connection it opened. */
  prepare(url: string): Promise<void>;
}

function databaseUrl(name: string): string {
  const url = new URL(baseDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh database per test file on the real server, dropped afterwards: tests never see each other's rows and can
 * run in any order. With a template it starts as a copy of `navia_tpl_<key>` (CREATE DATABASE … TEMPLATE, a file
 * copy on the server), which is made the first time by `prepare`: the copy costs what creating an empty database
 * costs, so what `prepare` did is saved on every later database (docs/performance.md). The templates stay on the
 * server for the next runs; any `navia_tpl_*` may be dropped while no test runs.
 */
export async function createTestDatabase(prefix = 'navia_test', template?: DatabaseTemplate): Promise<TestDatabase> {
  const base = new URL(baseDatabaseUrl());
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: base.toString(), pool: { min: 0, max: 1 } });
  try {
    if (template) await copyTemplate(admin, name, template);
    else await admin.raw('create database ??', [name]);
  } finally {
    await admin.destroy();
  }
  return {
    url: databaseUrl(name),
    name,
    async drop() {
      const a = knex({ client: 'pg', connection: base.toString(), pool: { min: 0, max: 1 } });
      try {
        await a.raw('drop database if exists ?? with (force)', [name]);
      } finally {
        await a.destroy();
      }
    },
  };
}

/**
 * Creates `name` as a copy of the template for `template.key`, making the template first if this server has none.
 * Parallel jest workers (and other clones' runs on the same server) take turns through an advisory lock per
 * template, held on one connection; a template is built under a scratch name and renamed when complete, so a run
 * that dies half-way leaves no half-migrated template behind.
 */
async function copyTemplate(admin: Knex, name: string, template: DatabaseTemplate): Promise<void> {
  if (!/^[0-9a-f]{1,32}$/.test(template.key)) throw new Error(`A template key is hex, up to 32 digits: ${template.key}`);
  const source = `navia_tpl_${template.key}`;
  const conn = (await admin.client.acquireConnection()) as { query(sql: string, values?: unknown[]): Promise<{ rowCount: number | null }> };
  try {
    await conn.query('select pg_advisory_lock(hashtext($1))', [source]);
    try {
      const found = await conn.query('select 1 from pg_database where datname = $1', [source]);
      if (!found.rowCount) {
        const scratch = `${source}_${randomBytes(3).toString('hex')}`;
        await conn.query(`create database "${scratch}"`);
        try {
          await template.prepare(databaseUrl(scratch));
          await conn.query(`alter database "${scratch}" rename to "${source}"`);
        } catch (err) {
          await conn.query(`drop database if exists "${scratch}" with (force)`);
          throw err;
        }
      }
      // Under the lock as well: a copy takes a fraction of a second, and it never meets a build's connections.
      await conn.query(`create database "${name}" template "${source}"`);
    } finally {
      await conn.query('select pg_advisory_unlock(hashtext($1))', [source]);
    }
  } finally {
    await admin.client.releaseConnection(conn);
  }
}

/** A queue prefix no other test run shares, so parallel runs on one Redis never consume each other's jobs. */
export function uniqueQueuePrefix(): string {
  return `navia_t_${randomBytes(4).toString('hex')}`;
}
