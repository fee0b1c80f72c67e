import { startTestSystem, TestClient, uniqueEmail, type TestSystem } from '@navia/gateway/test/support/test-system';

let sys: TestSystem;
beforeAll(async () => {
  sys = await startTestSystem({ services: ['identity'], env: { BILLING_PROVIDER: 'none', SIGN_UP_MAX_PER_IP: '2' } });
});
afterAll(() => sys.stop());

it('refuses the test-mode plan switch when billing test mode is off, and says so in the config', async () => {
  const client = new TestClient(sys.url);
  await client.signUp(uniqueEmail('nobilling'));
  const res = await client.call('POST', '/api/billing/test-mode/plan', { plan: 'pro' });
  expect(res.status).toBe(403);
  expect(res.body.error).toBe('billing_not_configured');
  expect((await client.call('GET', '/api/auth/me')).body.user.plan.key).toBe('free');
  expect((await client.call('GET', '/api/billing/config')).body).toEqual({ provider: 'none', testMode: false });
  // Public, so the pricing page can tell a visitor too.
  const visitor = await new TestClient(sys.url).call('GET', '/api/billing/config');
  expect([visitor.status, visitor.body]).toEqual([200, { provider: 'none', testMode: false }]);
});

it('throttles sign-ups per IP with 429 and Retry-After, and creates no account past the limit', async () => {
  // The first test used one sign-up of the two allowed.
  await new TestClient(sys.url).signUp(uniqueEmail('second'));
  const email = uniqueEmail('third');
  const res = await new TestClient(sys.url).call('POST', '/api/auth/sign-up', { email, password: 'a-long-password', firstName: 'T' });
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  const signIn = await new TestClient(sys.url).call('POST', '/api/auth/sign-in', { email, password: 'a-long-password' });
  expect(signIn.status).toBe(401);
});
