import { randomBytes } from 'node:crypto';
import knex from 'knex';

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

/**
 * A fresh, empty database per test file on the real server, dropped afterwards: tests never see each other's rows
 * and can run in any order.
 */
export async function createTestDatabase(prefix = 'navia_test'): Promise<TestDatabase> {
  const base = new URL(baseDatabaseUrl());
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: base.toString(), pool: { min: 0, max: 1 } });
  try {
    await admin.raw('create database ??', [name]);
  } finally {
    await admin.destroy();
  }
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
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

/** A queue prefix no other test run shares, so parallel runs on one Redis never consume each other's jobs. */
export function uniqueQueuePrefix(): string {
  return `navia_t_${randomBytes(4).toString('hex')}`;
}
