import { testRedisUrl } from '@navia/service-kit/testing';
import { TestClient, uniqueEmail } from './support/test-system';
import { startProcessSystem, type ProcessSystem } from './support/process-system';

// Issue 15: a sign-out or a plan change ends the access token in every service also when each runs in its own
// process (the production arrangement): identity records the revocation, Redis carries it to the other processes
// (and to the gateway's own checks). It arrives asynchronously, so the test waits for it, within a bound.
jest.setTimeout(180_000);

let sys: ProcessSystem;

beforeAll(async () => {
  sys = await startProcessSystem(testRedisUrl());
});
afterAll(() => sys?.stop());

/** Calls until the answer is no longer 200 (the event arrived) or 10 s pass; answers the last response. */
async function untilRefused(client: TestClient, path: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await client.call('GET', path);
    if (res.status !== 200 || Date.now() > deadline) return res;
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('a signed-out access token is refused by every service process', async () => {
  const client = new TestClient(sys.url);
  await client.signUp(uniqueEmail('proc-signout'));
  const kept = new TestClient(sys.url);
  kept.token = client.token;
  for (const path of ['/api/tasks', '/api/strategies', '/api/user-brands', '/api/files']) expect((await kept.call('GET', path)).status).toBe(200);

  expect((await client.call('POST', '/api/auth/sign-out')).status).toBe(204);
  // Identity recorded it itself: refused at once there.
  expect((await kept.call('GET', '/api/auth/me')).status).toBe(401);
  for (const path of ['/api/tasks', '/api/strategies', '/api/user-brands', '/api/files']) {
    const res = await untilRefused(kept, path);
    expect({ path, status: res.status, error: res.body?.error }).toEqual({ path, status: 401, error: 'unauthorized' });
  }
});

it('a token from before a plan change is refused by the other service processes; the refreshed one carries the plan', async () => {
  const client = new TestClient(sys.url);
  await client.signUp(uniqueEmail('proc-plan'));
  const old = new TestClient(sys.url);
  old.token = client.token;
  const switched = await client.call('POST', '/api/billing/test-mode/plan', { plan: 'pro' });
  expect(switched.status).toBe(200);
  const res = await untilRefused(old, '/api/strategies');
  expect({ status: res.status, error: res.body?.error }).toEqual({ status: 401, error: 'token_expired' });
  client.token = switched.body.accessToken;
  expect((await client.call('GET', '/api/strategies')).status).toBe(200);
});
