import { errorResponse, fakeApi } from '../testing/fake-api';
import { switchPlanInTestMode } from './auth-actions';
import { useAuthStore } from './auth-store';

const user = {
  id: '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11', email: 'a@b.co', firstName: 'Ann', lastName: null,
  publicMetadata: { onboardingComplete: true }, plan: { key: 'free' as const, name: 'Free' },
};

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
