import { CreateApiTokenResponse, PLANS } from '@navia/contracts';
import { onboardedClient, startTestSystem, TestClient, type TestSystem } from '@navia/gateway/test/support/test-system';

jest.setTimeout(120_000);

let sys: TestSystem;
beforeAll(async () => {
  sys = await startTestSystem();
});
afterAll(() => sys?.stop());

/** A client that sends the personal API token as its bearer, as an integration would. */
function asToken(token: string): TestClient {
  const client = new TestClient(sys.url);
  client.token = token;
  return client;
}

async function newToken(client: TestClient, scopes: string[], name = 'Zapier'): Promise<CreateApiTokenResponse> {
  const res = await client.call('POST', '/api/api-tokens', { name, scopes });
  expect(res.status).toBe(201);
  return CreateApiTokenResponse.parse(res.body);
}

describe('personal API tokens (issue 19 item 4)', () => {
  it('are for Grow and above: others get 403 naming the plan, and can still list', async () => {
    const { client } = await onboardedClient(sys, 'pat-free', 'basic');
    const refused = await client.call('POST', '/api/api-tokens', { name: 'Zapier', scopes: ['read'] });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'plan_limit_reached', message: `API access requires the ${PLANS.pro.name} plan or above` });
    expect((await client.call('GET', '/api/api-tokens')).body).toEqual({ tokens: [], canCreate: false, requiredPlan: 'pro' });
  });

  it('are shown once, stored as a hash, and act as their user with their scopes on every service', async () => {
    const { client, userId } = await onboardedClient(sys, 'pat-grow', 'pro');
    const created = await newToken(client, ['read']);
    expect(created.token).toMatch(/^navia_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken).toMatchObject({ name: 'Zapier', scopes: ['read'], lastUsedAt: null, hint: `${created.token.slice(0, 14)}…` });
    const listed = (await client.call('GET', '/api/api-tokens')).body;
    expect(listed).toMatchObject({ canCreate: true, requiredPlan: null, tokens: [{ id: created.apiToken.id, name: 'Zapier' }] });
    expect(JSON.stringify(listed)).not.toContain(created.token);
    const stored = await sys.db().withSchema('identity').table('api_tokens').where({ user_id: userId });
    expect(JSON.stringify(stored)).not.toContain(created.token.slice(14));

    const reader = asToken(created.token);
    expect((await reader.call('GET', '/api/auth/me')).body.user.id).toBe(userId);
    for (const path of ['/api/brand-data', '/api/strategies', '/api/tasks', '/api/files', '/api/dashboard/stats']) expect([path, (await reader.call('GET', path)).status]).toEqual([path, 200]);
    // A read token cannot write; a write token can, as its user.
    const write = await reader.call('POST', '/api/files/new', { name: 'From the API' });
    expect(write.status).toBe(403);
    expect(write.body).toMatchObject({ error: 'insufficient_scope', message: 'This API token lacks the write scope' });
    const writer = asToken((await newToken(client, ['read', 'write'], 'Make')).token);
    const made = await writer.call('POST', '/api/files/new', { name: 'From the API' });
    expect(made.status).toBe(201);
    expect((await client.call('GET', `/api/files/${made.body.file.id}`)).body.file.name).toBe('From the API');

    // A token manages nothing of the account: not tokens, not its deletion, not its plan.
    expect((await writer.call('GET', '/api/api-tokens')).status).toBe(403);
    expect((await writer.call('POST', '/api/api-tokens', { name: 'more', scopes: ['write'] })).status).toBe(403);
    expect((await writer.call('DELETE', '/api/account', { password: 'a-long-password' })).status).toBe(403);
    expect((await writer.call('POST', '/api/billing/test-mode/plan', { plan: 'enterprise' })).status).toBe(403);
    // Nor can it trade itself for a session's access token (the time zone call answers one).
    expect((await writer.call('POST', '/api/user/timezone', { timezoneMetadata: { timezone: 'Europe/Paris', lastDetected: new Date().toISOString(), isAutoDetected: false } })).status).toBe(403);

    // Another user's records stay 404 to it; a made-up token is 401.
    const other = await onboardedClient(sys, 'pat-other', 'free');
    const theirs = await other.client.call('POST', '/api/files/new', { name: 'Theirs' });
    expect((await reader.call('GET', `/api/files/${theirs.body.file.id}`)).status).toBe(404);
    expect((await asToken(`navia_pat_${'x'.repeat(43)}`).call('GET', '/api/strategies')).status).toBe(401);

    const used = (await client.call('GET', '/api/api-tokens')).body.tokens.find((t: { id: string }) => t.id === created.apiToken.id);
    expect(used.lastUsedAt).toEqual(expect.any(String));
  });

  it('stop at once when revoked, and while the plan no longer has API access', async () => {
    const { client } = await onboardedClient(sys, 'pat-revoke', 'pro');
    const a = await newToken(client, ['read'], 'A');
    const b = await newToken(client, ['read'], 'B');
    const tokenA = asToken(a.token);
    expect((await tokenA.call('GET', '/api/strategies')).status).toBe(200);
    expect((await client.call('DELETE', `/api/api-tokens/${a.apiToken.id}`)).body).toEqual({ success: true, id: a.apiToken.id });
    // Every service trusted the token a moment ago; the revocation reaches them all at once.
    for (const path of ['/api/strategies', '/api/tasks', '/api/files', '/api/brand-data', '/api/auth/me']) expect([path, (await tokenA.call('GET', path)).status]).toEqual([path, 401]);
    expect((await client.call('DELETE', `/api/api-tokens/${a.apiToken.id}`)).status).toBe(404);

    const tokenB = asToken(b.token);
    expect((await tokenB.call('GET', '/api/tasks')).status).toBe(200);
    const down = await client.call('POST', '/api/billing/test-mode/plan', { plan: 'basic' });
    client.token = down.body.accessToken;
    const refused = await tokenB.call('GET', '/api/tasks');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(`API access requires the ${PLANS.pro.name} plan or above`);
    client.token = (await client.call('POST', '/api/billing/test-mode/plan', { plan: 'pro' })).body.accessToken;
    expect((await tokenB.call('GET', '/api/tasks')).status).toBe(200);
  });

  it('count against the plan’s request rate', async () => {
    const { client } = await onboardedClient(sys, 'pat-rate', 'pro');
    const token = asToken((await newToken(client, ['read'])).token);
    const { perMinute } = PLANS.pro.limits.rate;
    const statuses: number[] = [];
    for (let i = 0; i <= perMinute; i += 1) statuses.push((await token.call('GET', '/api/user-brands')).status);
    expect(statuses.slice(0, perMinute).every((s) => s === 200)).toBe(true);
    const last = await token.call('GET', '/api/user-brands');
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    // The session itself is not held back by its token's rate.
    expect((await client.call('GET', '/api/user-brands')).status).toBe(200);
  });

  it('refuse bad input by field, and at most the cap of tokens', async () => {
    const { client } = await onboardedClient(sys, 'pat-input', 'pro');
    expect((await client.call('POST', '/api/api-tokens', { name: ' ', scopes: ['read'] })).body).toMatchObject({ status: 400, field: 'name' });
    expect((await client.call('POST', '/api/api-tokens', { name: 'x', scopes: [] })).body).toMatchObject({ status: 400, field: 'scopes' });
    expect((await client.call('POST', '/api/api-tokens', { name: 'x', scopes: ['admin'] })).body).toMatchObject({ status: 400, field: 'scopes.0' });
    expect((await client.call('DELETE', '/api/api-tokens/not-an-id')).body).toMatchObject({ status: 400, field: 'id' });
  });
});
