import { switchPlanInTestMode } from './auth-actions';
import { useAuthStore } from './auth-store';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const user = {
  id: '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11', email: 'a@b.co', firstName: 'Ann', lastName: null,
  publicMetadata: { onboardingComplete: true }, plan: { key: 'free' as const, name: 'Free' },
};

let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit]>;

beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  useAuthStore.setState({ status: 'signedIn', user, accessToken: 'old-token' });
});

describe('switchPlanInTestMode', () => {
  it('posts the plan, adopts the returned token and reloads the user with it', async () => {
    const grow = { ...user, plan: { key: 'pro', name: 'Grow' } };
    fetchMock.mockImplementation(async (url) =>
      url === '/api/billing/test-mode/plan'
        ? json(200, { plan: { key: 'pro', name: 'Grow' }, accessToken: 'new-token' })
        : json(200, { user: grow }),
    );

    await expect(switchPlanInTestMode('pro')).resolves.toEqual(grow);

    const [[switchUrl, switchInit], [meUrl, meInit]] = fetchMock.mock.calls;
    expect(switchUrl).toBe('/api/billing/test-mode/plan');
    expect(switchInit.method).toBe('POST');
    expect(JSON.parse(switchInit.body as string)).toEqual({ plan: 'pro' });
    expect((switchInit.headers as Record<string, string>).Authorization).toBe('Bearer old-token');
    expect(meUrl).toBe('/api/auth/me');
    expect((meInit.headers as Record<string, string>).Authorization).toBe('Bearer new-token');
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedIn', accessToken: 'new-token', user: grow });
  });

  it('keeps the session as it was when the server refuses', async () => {
    fetchMock.mockResolvedValue(
      json(403, { ok: false, error: 'billing_not_configured', status: 403, message: 'Not in test mode' }),
    );
    await expect(switchPlanInTestMode('pro')).rejects.toMatchObject({ status: 403 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'old-token', user });
  });
});
