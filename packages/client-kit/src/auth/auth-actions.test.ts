import { errorResponse, fakeApi } from '../testing/fake-api';
import { makeUser } from '../testing/test-user';
import { refreshAccessToken } from '../api/api-fetch';
import { startEarlyRefresh } from '../api/early-refresh';
import { bootstrapAuth, switchPlanInTestMode } from './auth-actions';
import { useAuthStore } from './auth-store';

const user = makeUser();

beforeEach(() => {
  useAuthStore.setState({ status: 'signedIn', user, accessToken: 'old-token' });
});

describe('switchPlanInTestMode', () => {
  it('posts the plan, adopts the returned token and reloads the user with it', async () => {
    const grow = { ...user, plan: { key: 'pro' as const, name: 'Grow' } };
    const api = fakeApi({
      'POST /api/billing/test-mode/plan': () => ({ plan: { key: 'pro', name: 'Grow' }, accessToken: 'new-token' }),
      'GET /api/auth/me': () => ({ user: grow }),
    });

    await expect(switchPlanInTestMode('pro')).resolves.toEqual(grow);

    const [switchPlan, me] = api.requests;
    expect(switchPlan.url).toBe('/api/billing/test-mode/plan');
    expect(switchPlan.init.method).toBe('POST');
    expect(switchPlan.body).toEqual({ plan: 'pro' });
    expect((switchPlan.init.headers as Record<string, string>).Authorization).toBe('Bearer old-token');
    expect(me.url).toBe('/api/auth/me');
    expect((me.init.headers as Record<string, string>).Authorization).toBe('Bearer new-token');
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedIn', accessToken: 'new-token', user: grow });
  });

  it('keeps the session as it was when the server refuses', async () => {
    const api = fakeApi({ 'POST /api/billing/test-mode/plan': () => errorResponse(403, 'billing_not_configured', 'Not in test mode') });
    await expect(switchPlanInTestMode('pro')).rejects.toMatchObject({ status: 403 });
    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'old-token', user });
  });
});

describe('bootstrapAuth', () => {
  beforeEach(() => useAuthStore.setState({ status: 'loading', user: null, accessToken: null }));

  it('restores the session from the one refresh answer, without a /api/auth/me after it', async () => {
    const api = fakeApi({ 'POST /api/auth/refresh': () => ({ accessToken: 'fresh', user }) });
    await bootstrapAuth();
    expect(api.requests.map(({ url }) => url)).toEqual(['/api/auth/refresh']);
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedIn', accessToken: 'fresh', user });
  });

  describe('on the prerendered signed-out page', () => {
    beforeEach(() => {
      const root = document.createElement('div');
      root.id = 'root';
      root.setAttribute('data-prerendered', 'signed-out');
      document.body.append(root);
    });
    afterEach(() => document.getElementById('root')?.remove());

    it('is signed out at once, without asking the server for the session the gateway saw no hint of', async () => {
      const api = fakeApi({ 'POST /api/auth/refresh': () => ({ accessToken: 'fresh', user }) });
      const restored = bootstrapAuth();
      // Before the first render, which follows the call synchronously: the app draws what the page already shows.
      expect(useAuthStore.getState()).toMatchObject({ status: 'signedOut', user: null, accessToken: null });
      await restored;
      expect(api.requests).toEqual([]);
    });

    it('leaves a session signed in on this page since as it is', async () => {
      useAuthStore.setState({ status: 'signedIn', user, accessToken: 'from-sign-in' });
      await bootstrapAuth();
      expect(useAuthStore.getState()).toMatchObject({ status: 'signedIn', user, accessToken: 'from-sign-in' });
    });
  });

  it('is signed out when the refresh is refused', async () => {
    fakeApi({ 'POST /api/auth/refresh': () => errorResponse(401, 'unauthorized', 'No active session') });
    await bootstrapAuth();
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedOut', accessToken: null });
  });

  it('takes over the refresh main.js started before the app loaded, once: a later refresh sends its own', async () => {
    let answers = 0;
    const api = fakeApi({ 'POST /api/auth/refresh': () => ({ accessToken: `token-${(answers += 1)}`, user }) });
    startEarlyRefresh();
    expect(api.fetch).toHaveBeenCalledTimes(1);
    await bootstrapAuth();
    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedIn', accessToken: 'token-1' });
    await expect(refreshAccessToken()).resolves.toBe('token-2');
    expect(api.fetch).toHaveBeenCalledTimes(2);
  });
});
