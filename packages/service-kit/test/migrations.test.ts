import type { Knex } from 'knex';
import { createDatabase, migrate, type Migration } from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';

let database: TestDatabase;
const dbs: Knex[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(dbs.map((d) => d.destroy()));
  await database.drop();
});

const migrations: Migration[] = [
  {
    name: '20260101000000_create-things',
    async up(db, schema) {
      await db.schema.withSchema(schema).createTable('things', (t) => t.increments('id'));
    },
  },
];

it('lets several processes of one service migrate a fresh schema at the same time', async () => {
  // Separate knex instances stand for separate processes (API, worker, replicas) starting together.
  for (let i = 0; i < 4; i++) dbs.push(await createDatabase({ url: database.url, poolMax: 3 }));
  const results = await Promise.all(dbs.map((db) => migrate(db, 'racers', migrations)));
  expect(results.flat()).toEqual(['20260101000000_create-things']); // applied exactly once
  expect(await dbs[0].schema.withSchema('racers').hasTable('things')).toBe(true);
  expect(await migrate(dbs[0], 'racers', migrations)).toEqual([]); // and a later start is a no-op
});
