import type { Knex } from 'knex';
import { startTestSystem, TestClient, uniqueEmail, type TestSystem } from '@navia/gateway/test/support/test-system';
import { SessionsRepository } from '../src/repositories/sessions-repository';

let sys: TestSystem;
let db: Knex;
beforeAll(async () => {
  sys = await startTestSystem();
  db = sys.db();
});
afterAll(() => sys.stop());

it('purges expired and long-revoked sessions, keeps live ones, and counts what it deleted', async () => {
  const live = new TestClient(sys.url);
  await live.signUp(uniqueEmail('live'));
  const stale = new TestClient(sys.url);
  await stale.signUp(uniqueEmail('stale'));
  const staleSession = stale.cookie.split('=')[1].split('.')[0];
  await db.withSchema('identity').table('sessions').where({ id: staleSession }).update({ expires_at: new Date(Date.now() - 1000) });

  const repo = new SessionsRepository(db, 'identity');
  expect(await repo.purgeExpired(new Date())).toBe(1);
  expect(await repo.purgeExpired(new Date())).toBe(0); // idempotent
  expect((await live.call('POST', '/api/auth/refresh')).status).toBe(200);
  expect((await stale.call('POST', '/api/auth/refresh')).status).toBe(401);
});
