import { PLANS } from '@navia/contracts';
import { onboardedClient, startTestSystem, TestClient, uniqueEmail, type TestSystem } from '@navia/gateway/test/support/test-system';
import { ageRotations } from './support/age-rotations';

// Sessions that end, and plans that bind (issue 15 points 2-4). On both arrangements the test system runs every
// service in one process sharing one revocation list, so each of these holds at once; the production arrangement's
// separate processes (the list carried over Redis) are covered in packages/service-kit/test/revoked-sessions-redis
// and services/gateway/test/revocation-processes.

let sys: TestSystem;

beforeAll(async () => {
  // Every service: each must refuse a revoked session.
  sys = await startTestSystem();
});
afterAll(() => sys.stop());

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { pla: string; sid: string };

/** A client holding just `token` (no refresh cookie): what a thief who copied an access token has. */
function holding(token: string): TestClient {
  const other = new TestClient(sys.url);
  other.token = token;
  return other;
}

describe('sign-out ends the access token everywhere', () => {
  it('answers 401 to the signed-out token on identity and on the other services, at once', async () => {
    const { client } = await onboardedClient(sys, 'signout-everywhere');
    const kept = holding(client.token);
    expect((await kept.call('GET', '/api/auth/me')).status).toBe(200);
    expect((await kept.call('GET', '/api/strategies')).status).toBe(200);
    expect((await kept.call('GET', '/api/tasks')).status).toBe(200);
    expect((await kept.call('GET', '/api/user-brands')).status).toBe(200);

    expect((await client.call('POST', '/api/auth/sign-out')).status).toBe(204);

    for (const [method, path, body] of [
      ['GET', '/api/auth/me'],
      ['GET', '/api/strategies'],
      ['GET', '/api/tasks'],
      ['GET', '/api/user-brands'],
      ['POST', '/api/files/new', {}],
    ] as const) {
      const res = await kept.call(method, path, body);
      expect({ path, status: res.status, error: res.body.error }).toEqual({ path, status: 401, error: 'unauthorized' });
    }
  });

  it('a sign-out with the bearer token alone (no cookie) ends it too, and other sessions of the user live on', async () => {
    const email = uniqueEmail('signout-bearer');
    const phone = new TestClient(sys.url);
    await phone.signUp(email, 'a-long-password');
    const laptop = new TestClient(sys.url);
    expect((await laptop.call('POST', '/api/auth/sign-in', { email, password: 'a-long-password' })).status).toBe(200);
    laptop.token = (await laptop.call('POST', '/api/auth/refresh')).body.accessToken;

    const bearerOnly = holding(phone.token);
    expect((await bearerOnly.call('POST', '/api/auth/sign-out')).status).toBe(204);
    expect((await phone.call('GET', '/api/auth/me')).status).toBe(401);
    expect((await laptop.call('GET', '/api/auth/me')).status).toBe(200);
  });
});

describe('refresh tokens form a family', () => {
  it('presenting c0 after c2 revokes the session: c2 and the access tokens then fail too', async () => {
    const client = new TestClient(sys.url);
    await client.signUp(uniqueEmail('family'));
    const c0 = client.cookie;
    const r1 = await client.call('POST', '/api/auth/refresh');
    const r2 = await client.call('POST', '/api/auth/refresh');
    expect([r1.status, r2.status]).toEqual([200, 200]);
    const c2 = client.cookie;
    client.token = r2.body.accessToken;
    expect((await client.call('GET', '/api/tasks')).status).toBe(200);

    // 21 s later (the probe): no lost answer or tab restore explains c0 any more.
    await ageRotations(sys, claimsOf(client.token).sid, 21_000);
    const thief = new TestClient(sys.url);
    thief.cookie = c0;
    expect((await thief.call('POST', '/api/auth/refresh')).status).toBe(401);

    const victim = new TestClient(sys.url);
    victim.cookie = c2;
    expect((await victim.call('POST', '/api/auth/refresh')).status).toBe(401);
    expect((await client.call('GET', '/api/tasks')).status).toBe(401);
    const row = await sys.db().withSchema('identity').table('sessions').where({ id: claimsOf(client.token).sid }).first();
    expect(row.revoked_reason).toBe('refresh_token_reuse');
  });

  it('lets a browser restoring several tabs at once in: each sends the same cookie, and the session lives on', async () => {
    const client = new TestClient(sys.url);
    await client.signUp(uniqueEmail('family-tabs'));
    const restored = client.cookie;
    const tabs = [0, 1, 2, 3].map(() => Object.assign(new TestClient(sys.url), { cookie: restored }));
    // One after another, the worst order for a rule that only forgives the token just before the current one.
    for (const tab of tabs) expect((await tab.call('POST', '/api/auth/refresh')).status).toBe(200);
    const last = tabs[tabs.length - 1];
    last.token = (await last.call('POST', '/api/auth/refresh')).body.accessToken;
    expect((await last.call('GET', '/api/tasks')).status).toBe(200);
    const row = await sys.db().withSchema('identity').table('sessions').where({ id: claimsOf(last.token).sid }).first();
    expect(row.revoked_at).toBeNull();
  });

  it('still lets the token just before the current one through within the grace window (a lost answer)', async () => {
    const client = new TestClient(sys.url);
    await client.signUp(uniqueEmail('family-grace'));
    expect((await client.call('POST', '/api/auth/refresh')).status).toBe(200);
    const c1 = client.cookie;
    expect((await client.call('POST', '/api/auth/refresh')).status).toBe(200);
    const reloaded = new TestClient(sys.url);
    reloaded.cookie = c1;
    expect((await reloaded.call('POST', '/api/auth/refresh')).status).toBe(200);
  });
});

describe('a plan change binds at once', () => {
  it('an enterprise token kept after switching to Explore gets 401; after a refresh Explore\'s caps apply', async () => {
    const { client } = await onboardedClient(sys, 'downgrade', 'enterprise');
    const enterpriseToken = client.token;
    expect(claimsOf(enterpriseToken).pla).toBe('enterprise');
    const explore = PLANS.starter.limits;
    expect(PLANS.starter.name).toBe('Explore');
    // Enough made on enterprise to fill Explore: its one active strategy and all its files.
    expect((await client.call('POST', '/api/strategies/create-from-template', SPRINT_LAUNCH)).status).toBe(201);
    for (let i = 0; i < explore.storage.maxFiles; i++) expect((await client.call('POST', '/api/files/new', {})).status).toBe(201);

    const switched = await client.call('POST', '/api/billing/test-mode/plan', { plan: 'starter' });
    expect(switched.status).toBe(200);
    expect(claimsOf(switched.body.accessToken).pla).toBe('starter');

    // The old token is refused, with the id that tells a client to refresh.
    const kept = holding(enterpriseToken);
    const launch = await kept.call('POST', '/api/strategies/create-from-template', SPRINT_LAUNCH);
    expect({ status: launch.status, error: launch.body.error }).toEqual({ status: 401, error: 'token_expired' });
    const file = await kept.call('POST', '/api/files/new', {});
    expect({ status: file.status, error: file.body.error }).toEqual({ status: 401, error: 'token_expired' });

    // The refresh (the client kit does it on the 401) answers a token with Explore, whose caps then bind.
    const refreshed = await client.call('POST', '/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    client.token = refreshed.body.accessToken;
    expect(claimsOf(client.token).pla).toBe('starter');
    const second = await client.call('POST', '/api/strategies/create-from-template', SPRINT_LAUNCH);
    expect({ status: second.status, error: second.body.error }).toEqual({ status: 403, error: 'plan_limit_reached' });
    const overCap = await client.call('POST', '/api/files/new', {});
    expect({ status: overCap.status, error: overCap.body.error, field: overCap.body.field }).toEqual({ status: 403, error: 'plan_limit_reached', field: 'files' });
    // The token the switch answered works as well (the shell uses it), as does the user's session.
    expect((await holding(switched.body.accessToken).call('GET', '/api/auth/me')).body.user.plan.key).toBe('starter');
  });
});

const SPRINT_LAUNCH = {
  templateId: 'five-day-launch-sprint',
  changeValues: { obj0_kr1: '40', obj1_kr1: '12' },
  selectedPercentages: { obj0_kr1: '25', obj1_kr1: '50' },
};
