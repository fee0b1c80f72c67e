import jwt from 'jsonwebtoken';
import type { Knex } from 'knex';
import { RefreshResponse, SESSION_HINT_COOKIE } from '@navia/contracts';
import { describeOnProduction, startTestSystem, TestClient, uniqueEmail, type TestSystem } from '@navia/gateway/test/support/test-system';
import { ageRotations } from './support/age-rotations';

let sys: TestSystem;
let db: Knex;

beforeAll(async () => {
  sys = await startTestSystem({ services: ['identity'], env: { SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '3', SIGN_IN_MAX_FAILURES_PER_IP: '1000' } });
  db = sys.db();
});
afterAll(() => sys.stop());

const userCount = async () => Number((await db.withSchema('identity').table('users').count<{ count: number }[]>('* as count'))[0].count);

describe('sign-up', () => {
  it('creates the account, answers 201 with user and access token, and sets a locked-down refresh cookie', async () => {
    const client = new TestClient(sys.url);
    const email = uniqueEmail('signup');
    const res = await client.call('POST', '/api/auth/sign-up', { email: email.toUpperCase(), password: 'correct horse battery', firstName: ' Ann ', lastName: 'Lee' });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email, firstName: 'Ann', lastName: 'Lee', publicMetadata: { onboardingComplete: false }, plan: { key: 'free', name: 'Free' } });
    expect(typeof res.body.accessToken).toBe('string');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('navia_refresh='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=strict/i);
    // The whole site: the gateway restores a page's session for its request (issue 16, a first screen drawn for the user).
    expect(cookie).toMatch(/path=\/;/i);
    // The session hint beside it: no secret, the whole site, readable, lasting exactly as long.
    const hint = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`));
    expect(hint).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1;`));
    expect(hint).toMatch(/path=\/;/i);
    expect(hint).toMatch(/samesite=lax/i);
    expect(hint).not.toMatch(/httponly/i);
    expect(/expires=([^;]+)/i.exec(hint ?? '')?.[1]).toBe(/expires=([^;]+)/i.exec(cookie ?? '')?.[1]);
  });

  it('expires a refresh cookie left at its former path (/api/auth), which a browser would send first to the refresh', async () => {
    const client = new TestClient(sys.url);
    await client.signUp(uniqueEmail('former-path'));
    const res = await client.call('POST', '/api/auth/refresh');
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => /^navia_refresh=[^;]+; path=\/;/i.test(c))).toBeDefined();
    expect(cookies.find((c) => /^navia_refresh=; path=\/api\/auth; expires=Thu, 01 Jan 1970/i.test(c))).toBeDefined();
  });

  it('stores only a scrypt hash of the password', async () => {
    const email = uniqueEmail('hash');
    await new TestClient(sys.url).signUp(email, 'my secret password');
    const row = await db.withSchema('identity').table('users').where({ email }).first();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('my secret password');
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const email = uniqueEmail('dup');
    await new TestClient(sys.url).signUp(email);
    const res = await new TestClient(sys.url).call('POST', '/api/auth/sign-up', { email: email.toUpperCase(), password: 'another-password', firstName: 'B' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ ok: false, error: 'email_taken', status: 409, message: expect.any(String), field: 'email' });
  });

  it.each([
    ['missing email', { password: 'a-long-password', firstName: 'A' }, 'email'],
    ['malformed email', { email: 'not-an-email', password: 'a-long-password', firstName: 'A' }, 'email'],
    ['short password', { email: 'x@example.com', password: 'short', firstName: 'A' }, 'password'],
    ['blank first name', { email: 'y@example.com', password: 'a-long-password', firstName: '   ' }, 'firstName'],
    ['wrong type', { email: 'z@example.com', password: 12345678, firstName: 'A' }, 'password'],
  ])('answers 400 naming the field for %s and writes nothing', async (_label, body, field) => {
    const before = await userCount();
    const res = await new TestClient(sys.url).call('POST', '/api/auth/sign-up', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, error: 'validation_error', status: 400, field });
    expect(await userCount()).toBe(before);
  });

  it('answers malformed JSON and oversize bodies with 4xx in the one error shape', async () => {
    const client = new TestClient(sys.url);
    const bad = await client.call('POST', '/api/auth/sign-up', '{"email":');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('malformed_json');
    const huge = await client.call('POST', '/api/auth/sign-up', { email: 'big@example.com', password: 'x'.repeat(200_000), firstName: 'A' });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe('payload_too_large');
  });
});

describe('sign-in', () => {
  it('signs in with the right password and opens a new session', async () => {
    const email = uniqueEmail('signin');
    await new TestClient(sys.url).signUp(email, 'right-password');
    const client = new TestClient(sys.url);
    const res = await client.call('POST', '/api/auth/sign-in', { email, password: 'right-password' });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(email);
    expect(client.cookie).toMatch(/^navia_refresh=/);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const email = uniqueEmail('same');
    await new TestClient(sys.url).signUp(email, 'right-password');
    const wrong = await new TestClient(sys.url).call('POST', '/api/auth/sign-in', { email, password: 'wrong-password' });
    const unknown = await new TestClient(sys.url).call('POST', '/api/auth/sign-in', { email: uniqueEmail('nobody'), password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('throttles an account after repeated failures with 429 and Retry-After, even for the right password', async () => {
    const email = uniqueEmail('throttle');
    await new TestClient(sys.url).signUp(email, 'right-password');
    const client = new TestClient(sys.url);
    for (let i = 0; i < 3; i++) expect((await client.call('POST', '/api/auth/sign-in', { email, password: 'nope-nope' })).status).toBe(401);
    const blocked = await client.call('POST', '/api/auth/sign-in', { email, password: 'right-password' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('too_many_requests');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('sessions', () => {
  it('rotates the refresh token: the old one stops working, and reusing it revokes the session', async () => {
    const client = new TestClient(sys.url);
    const { user } = await client.signUp(uniqueEmail('rotate'));
    const first = client.cookie;
    const r1 = await client.call('POST', '/api/auth/refresh');
    expect(r1.status).toBe(200);
    // The user comes with the token, so a page load needs no /api/auth/me after it; the answer keeps its contract.
    expect(RefreshResponse.parse(r1.body).user).toEqual(user);
    const second = client.cookie;
    expect(second).not.toBe(first);

    // Reused after the grace window: a copied token. (The window is for a browser that lost a refresh answer.)
    const session = await sys.db().withSchema('identity').table('sessions').where({ user_id: user.id }).first();
    await ageRotations(sys, session.id, 60_000);
    const thief = new TestClient(sys.url);
    thief.cookie = first;
    expect((await thief.call('POST', '/api/auth/refresh')).status).toBe(401);
    // The reuse revoked the session: the legitimate holder must sign in again too.
    expect((await client.call('POST', '/api/auth/refresh')).status).toBe(401);
  });

  it('lets a browser that lost a refresh answer send the rotated token again within the grace window', async () => {
    const client = new TestClient(sys.url);
    await client.signUp(uniqueEmail('lost-answer'));
    const first = client.cookie;
    expect((await client.call('POST', '/api/auth/refresh')).status).toBe(200);

    // The page reloaded before storing the new cookie: it still holds the first one.
    const reloaded = new TestClient(sys.url);
    reloaded.cookie = first;
    const again = await reloaded.call('POST', '/api/auth/refresh');
    expect(again.status).toBe(200);
    expect(reloaded.cookie).not.toBe(first);
    // The session lives on with the newest token.
    expect((await reloaded.call('POST', '/api/auth/refresh')).status).toBe(200);
  });

  it('sign-out revokes the session and clears the cookie', async () => {
    const client = new TestClient(sys.url);
    await client.signUp(uniqueEmail('signout'));
    const cookie = client.cookie;
    const out = await client.call('POST', '/api/auth/sign-out');
    expect(out.status).toBe(204);
    expect(client.cookie).toBe('');
    expect(client.siteCookies.has(SESSION_HINT_COOKIE)).toBe(false);
    const replay = new TestClient(sys.url);
    replay.cookie = cookie;
    expect((await replay.call('POST', '/api/auth/refresh')).status).toBe(401);
  });

  it('refresh without a cookie is a 401', async () => {
    const res = await new TestClient(sys.url).call('POST', '/api/auth/refresh');
    expect(res.status).toBe(401);
    expect(res.body.ok).toBe(false);
  });

  it('keeps the session hint while the session lives and clears it when a refresh fails', async () => {
    const client = new TestClient(sys.url);
    await client.signUp(uniqueEmail('hint'));
    expect(client.siteCookies.get(SESSION_HINT_COOKIE)).toBe(`${SESSION_HINT_COOKIE}=1`);
    expect((await client.call('POST', '/api/auth/refresh')).status).toBe(200);
    expect(client.siteCookies.get(SESSION_HINT_COOKIE)).toBe(`${SESSION_HINT_COOKIE}=1`);
    // The refresh cookie lost (expired, or the session revoked elsewhere): the hint goes with it.
    client.cookie = '';
    expect((await client.call('POST', '/api/auth/refresh')).status).toBe(401);
    expect(client.siteCookies.has(SESSION_HINT_COOKIE)).toBe(false);
  });
});

describe('access tokens', () => {
  it('GET /api/auth/me returns the user for a valid token', async () => {
    const client = new TestClient(sys.url);
    const { user } = await client.signUp(uniqueEmail('me'), 'a-long-password', 'Mia');
    const res = await client.call('GET', '/api/auth/me');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user });
  });

  it('refuses a missing, tampered, foreign-signed or expired token with 401', async () => {
    const client = new TestClient(sys.url);
    await client.signUp(uniqueEmail('tamper'));
    const good = client.token;
    const [h, p, s] = good.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const elevated = Buffer.from(JSON.stringify({ ...claims, pla: 'enterprise' })).toString('base64url');
    const { generateSecrets } = await import('@navia/service-kit');
    const foreign = jwt.sign({ sub: claims.sub, sid: claims.sid, pla: 'free' }, generateSecrets().jwtPrivateKey, { algorithm: 'ES256', issuer: 'navia-identity', audience: 'navia', expiresIn: 60 });
    const expired = jwt.sign({ sub: claims.sub, sid: claims.sid, pla: 'free', exp: Math.floor(Date.now() / 1000) - 10 }, sys.config.secrets.jwtPrivateKey, { algorithm: 'ES256', issuer: 'navia-identity', audience: 'navia' });
    const cases: Array<[string, string | undefined, string]> = [
      ['missing', undefined, 'unauthorized'],
      ['tampered', `${h}.${elevated}.${s}`, 'unauthorized'],
      ['foreign key', foreign, 'unauthorized'],
      ['expired', expired, 'token_expired'],
      ['garbage', 'abc.def', 'unauthorized'],
    ];
    for (const [label, token, error] of cases) {
      client.token = token ?? '';
      const res = await client.call('GET', '/api/auth/me');
      expect({ label, status: res.status, error: res.body.error }).toEqual({ label, status: 401, error });
    }
  });
});

describe('timezone', () => {
  it('stores valid timezone metadata in publicMetadata', async () => {
    const client = new TestClient(sys.url);
    await client.signUp(uniqueEmail('tz'));
    const lastDetected = new Date().toISOString();
    const res = await client.call('POST', '/api/user/timezone', { timezoneMetadata: { timezone: 'Europe/Paris', lastDetected, isAutoDetected: true } });
    expect(res.status).toBe(200);
    expect(res.body.user.publicMetadata).toEqual({ onboardingComplete: false, timezone: 'Europe/Paris', lastDetected, isAutoDetected: true });
    expect((await client.call('GET', '/api/auth/me')).body.user.publicMetadata.timezone).toBe('Europe/Paris');
  });

  it('carries the zone in every access token (UTC until one is stored), and answers a fresh token when it changes', async () => {
    const client = new TestClient(sys.url);
    await client.signUp(uniqueEmail('tzclaim'));
    const zoneOf = (token: string) => (jwt.decode(token) as { tz?: string }).tz;
    const signedUp = client.token;
    expect(zoneOf(signedUp)).toBe('UTC');

    const res = await client.call('POST', '/api/user/timezone', { timezoneMetadata: { timezone: 'Asia/Kolkata', lastDetected: new Date().toISOString(), isAutoDetected: false } });
    expect(res.status).toBe(200);
    expect(zoneOf(res.body.accessToken)).toBe('Asia/Kolkata');
    // Both work: the zone grants nothing, so the change does not end the tokens issued before it.
    for (const token of [signedUp, res.body.accessToken]) {
      expect((await client.call('GET', '/api/auth/me', undefined, { authorization: `Bearer ${token}` })).status).toBe(200);
    }
    // A refresh (another tab, the next quarter hour) reads the stored zone too.
    const refreshed = await client.call('POST', '/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    expect(zoneOf(refreshed.body.accessToken)).toBe('Asia/Kolkata');
  });

  it('refuses a name that is not an IANA time zone, naming the field', async () => {
    const client = new TestClient(sys.url);
    await client.signUp(uniqueEmail('tzbad'));
    const res = await client.call('POST', '/api/user/timezone', { timezoneMetadata: { timezone: 'Mars/Olympus', lastDetected: new Date().toISOString(), isAutoDetected: true } });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('timezoneMetadata.timezone');
    expect((await client.call('GET', '/api/auth/me')).body.user.publicMetadata.timezone).toBeUndefined();
  });
});

describe('billing test mode', () => {
  it('switches the plan and hands back a token carrying the new plan', async () => {
    const client = new TestClient(sys.url);
    await client.signUp(uniqueEmail('plan'));
    const res = await client.call('POST', '/api/billing/test-mode/plan', { plan: 'pro' });
    expect(res.status).toBe(200);
    expect(res.body.plan).toEqual({ key: 'pro', name: 'Grow' });
    const claims = JSON.parse(Buffer.from(res.body.accessToken.split('.')[1], 'base64url').toString());
    expect(claims.pla).toBe('pro');
    client.token = res.body.accessToken;
    expect((await client.call('GET', '/api/auth/me')).body.user.plan).toEqual({ key: 'pro', name: 'Grow' });
  });

  it('refuses an unknown plan key with 400', async () => {
    const client = new TestClient(sys.url);
    await client.signUp(uniqueEmail('planbad'));
    const res = await client.call('POST', '/api/billing/test-mode/plan', { plan: 'platinum' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('plan');
  });

  it('needs a signed-in user', async () => {
    expect((await new TestClient(sys.url).call('POST', '/api/billing/test-mode/plan', { plan: 'pro' })).status).toBe(401);
  });
});

// The tool runs as a second process on the running system's database: on the embedded arrangement that would be a
// second process on one PGlite directory, which loses data (operators run it there with the app stopped).
describeOnProduction('set-plan command-line tool', () => {
  it('sets a user\'s plan, ending the tokens that carry the old one in the running services', async () => {
    const { execFileSync } = await import('node:child_process');
    const client = new TestClient(sys.url);
    const email = uniqueEmail('cli');
    await client.signUp(email);
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'services/identity/src/cli/set-plan.ts', email, 'basic'], {
      cwd: `${__dirname}/../../..`,
      env: { ...process.env, DATABASE_URL: sys.database!.url, REDIS_URL: sys.config.redisUrl, QUEUE_PREFIX: sys.config.queuePrefix, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(out).toContain('plan is now basic');
    // The tool ends the tokens carrying the old plan: the running system hears of it over Redis (pub/sub), so wait.
    const deadline = Date.now() + 10_000;
    let me = await client.call('GET', '/api/auth/me');
    while (me.status === 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      me = await client.call('GET', '/api/auth/me');
    }
    expect({ status: me.status, error: me.body.error }).toEqual({ status: 401, error: 'token_expired' });
    const refreshed = await client.call('POST', '/api/auth/refresh');
    expect(JSON.parse(Buffer.from(refreshed.body.accessToken.split('.')[1], 'base64url').toString()).pla).toBe('basic');
    expect(refreshed.body.user.plan).toEqual({ key: 'basic', name: 'Build' });
    client.token = refreshed.body.accessToken;
    expect((await client.call('GET', '/api/auth/me')).body.user.plan).toEqual({ key: 'basic', name: 'Build' });
  });
});
