import { startTestSystem, TestClient, uniqueEmail, type TestSystem } from '@navia/gateway/test/support/test-system';

let sys: TestSystem;
beforeAll(async () => {
  sys = await startTestSystem({ services: ['identity'], env: { SIGN_UP_MAX_PER_ACCOUNT: '2' } });
});
afterAll(() => sys.stop());

it('throttles sign-up attempts per email address with 429 and Retry-After, leaving other addresses alone', async () => {
  const email = uniqueEmail('probe');
  const attempt = (address: string) => new TestClient(sys.url).call('POST', '/api/auth/sign-up', { email: address, password: 'a-long-password', firstName: 'T' });
  expect((await attempt(email)).status).toBe(201);
  expect((await attempt(email)).status).toBe(409);
  // The same address in other letter case is the same account.
  const third = await attempt(email.toUpperCase());
  expect(third.status).toBe(429);
  expect(third.body).toMatchObject({ ok: false, status: 429, message: 'Too many sign-up attempts for this email, try again later' });
  expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await attempt(uniqueEmail('other'))).status).toBe(201);
});
