import type { Knex } from 'knex';
import { startTestSystem, TestClient, uniqueEmail, type TestSystem } from '@navia/gateway/test/support/test-system';
import { SessionsRepository } from '../src/repositories/sessions-repository';
import { SignInAddressesRepository } from '../src/repositories/sign-in-addresses-repository';

let sys: TestSystem;
let db: Knex;
beforeAll(async () => {
  sys = await startTestSystem({ services: ['identity'] });
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

it('purges sign-in addresses unused for longer than they count as known, and keeps the others', async () => {
  const client = new TestClient(sys.url);
  const { user } = await client.signUp(uniqueEmail('addresses'));
  const addresses = () => db.withSchema('identity').table('sign_in_addresses').where({ user_id: user.id });
  const day = 24 * 3600 * 1000;
  await db.withSchema('identity').table('sign_in_addresses').insert({ user_id: user.id, ip: '198.51.100.7', last_signed_in_at: new Date(Date.now() - 91 * day) });
  const before = (await addresses()).length;

  const repo = new SignInAddressesRepository(db, 'identity');
  expect(await repo.purgeOlderThan(90, new Date())).toBe(1);
  const left = await addresses();
  expect(left.map((a) => a.ip)).not.toContain('198.51.100.7');
  expect(left).toHaveLength(before - 1); // the sign-up's own address stays
  expect(await repo.purgeOlderThan(90, new Date())).toBe(0);
});
