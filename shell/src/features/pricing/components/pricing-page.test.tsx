import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient, toastConfig, useAuthStore, type AuthState } from '@navia/client-kit';
import { PLANS, type PlanKey } from '@navia/contracts';
import { errorResponse, fakeApi, type FakeApi, type FakeHandler, type FakeRoutes } from '@navia/client-kit/src/testing/fake-api';
import { AuthModals } from '../../auth/components/auth-modals';
import { PricingPage } from './pricing-page';

let api: FakeApi;

/** Answers the listed calls (checked against the contract); anything else is a 404. */
function serve(routes: FakeRoutes) {
  api = fakeApi(routes);
}

const userOn = (plan: PlanKey) => ({
  id: '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee',
  publicMetadata: { onboardingComplete: true }, plan: { key: plan, name: PLANS[plan].name },
});
// Not the shared render-app helpers: those load the whole layout, and this page is tested on its own.
const setAuth = (state: Partial<AuthState>) =>
  useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null, ...state });
const testMode: FakeHandler<'GET /api/billing/config'> = () => ({ provider: 'test-mode', testMode: true });

const planCard = (name: string) => screen.getByRole('region', { name });

/** The page with the app's providers and auth modals, without the layout around it. */
function renderPricing() {
  render(
    <AntApp {...toastConfig}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/pricing']}>
          <PricingPage />
          <AuthModals />
        </MemoryRouter>
      </QueryClientProvider>
    </AntApp>,
  );
}

describe('pricing page, signed out', () => {
  beforeEach(() => {
    setAuth({ status: 'signedOut' });
    serve({});
  });

  it('lists the four paid plans with their prices and main limits', async () => {
    renderPricing();
    expect(screen.getByText('Unlock premium strategy templates and advanced features')).toBeVisible();
    const prices = { Explore: '$19/month', Build: '$29/month', Grow: '$99/month', Enterprise: 'Custom pricing' };
    for (const [name, price] of Object.entries(prices)) expect(within(planCard(name)).getByText(price)).toBeVisible();
    const explore = within(planCard('Explore'));
    const exploreLimits = [
      '1 active strategy', '3 strategies per month', '30 content pieces per month', 'Platforms: Instagram and Facebook',
      '1 persona and 1 offering', '0.5 GB storage', 'No team members', '10 AI generations a minute (up to 20 at once)',
    ];
    for (const line of exploreLimits) expect(explore.getByText(line)).toBeVisible();
    // What the rate figures govern, and what they do not (issue 14 item 5).
    expect(within(planCard('Enterprise')).getByText('Unlimited AI generations')).toBeVisible();
    expect(screen.getByText('Saving your work is not metered by plan: every plan takes up to 60 changes a minute.')).toBeVisible();
    expect(within(planCard('Enterprise')).getByText('Unlimited team members')).toBeVisible();
    expect(screen.queryByText('Current plan')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Switch to/ })).toBeNull();
  });

  it('tells a visitor when plans are in test mode (issue 15: the billing settings are public)', async () => {
    serve({ 'GET /api/billing/config': testMode });
    renderPricing();
    expect(await screen.findByText('Test mode: plan changes take effect at once and nothing is charged.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in to choose a plan' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Switch to/ })).toBeNull();
  });

  it('says nothing about test mode when the server has real billing or none', async () => {
    serve({ 'GET /api/billing/config': () => ({ provider: 'none', testMode: false }) });
    renderPricing();
    await waitFor(() => expect(api.fetch).toHaveBeenCalledWith('/api/billing/config', expect.anything()));
    expect(screen.queryByText(/Test mode/)).toBeNull();
  });

  it('opens the sign-in modal from Sign in to choose a plan', async () => {
    renderPricing();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to choose a plan' }));
    await screen.findByRole('dialog', { name: 'Sign in to Navia' });
  });
});

describe('pricing page, signed in', () => {
  it('marks the current paid plan and offers no switch to it', async () => {
    setAuth({ status: 'signedIn', user: userOn('basic'), accessToken: 't' });
    serve({ 'GET /api/billing/config': testMode });
    renderPricing();
    await within(planCard('Explore')).findByRole('button', { name: 'Switch to Explore' });
    expect(within(planCard('Build')).getByText('Current plan')).toBeVisible();
    expect(within(planCard('Build')).queryByRole('button')).toBeNull();
    expect(screen.getAllByText('Current plan')).toHaveLength(1);
    expect(screen.queryByText("You're on the Free plan.")).toBeNull();
  });

  it('switches plan in test mode: sends the plan, adopts the new token and moves the Current plan tag', async () => {
    setAuth({ status: 'signedIn', user: userOn('free'), accessToken: 'old-token' });
    serve({
      'GET /api/billing/config': testMode,
      'POST /api/billing/test-mode/plan': () => ({ plan: { key: 'pro', name: 'Grow' }, accessToken: 'new-token' }),
      'GET /api/auth/me': () => ({ user: userOn('pro') }),
    });
    renderPricing();
    expect(screen.getByText("You're on the Free plan.")).toBeVisible();
    expect(
      await screen.findByText('Test mode: plan changes take effect at once and nothing is charged.'),
    ).toBeTruthy();
    for (const name of ['Explore', 'Build', 'Grow', 'Enterprise']) {
      expect(within(planCard(name)).getByRole('button', { name: `Switch to ${name}` })).toBeVisible();
    }

    fireEvent.click(within(planCard('Grow')).getByRole('button', { name: 'Switch to Grow' }));

    expect(await screen.findByText("You're now on the Grow plan.")).toBeVisible();
    expect(screen.getByText('Plan updated')).toBeVisible();
    const switchCall = api.requests.find(({ url }) => url === '/api/billing/test-mode/plan');
    expect(switchCall?.method).toBe('POST');
    expect(switchCall?.body).toEqual({ plan: 'pro' });
    expect(useAuthStore.getState().accessToken).toBe('new-token');
    expect(within(planCard('Grow')).getByText('Current plan')).toBeVisible();
    expect(within(planCard('Grow')).queryByRole('button')).toBeNull();
    expect(screen.queryByText("You're on the Free plan.")).toBeNull();
  });

  it('shows the server message in an error toast when the switch fails', async () => {
    setAuth({ status: 'signedIn', user: userOn('free'), accessToken: 't' });
    serve({
      'GET /api/billing/config': testMode,
      'POST /api/billing/test-mode/plan': () =>
        errorResponse(403, 'billing_not_configured', 'Plan changes without payment are only available in billing test mode'),
    });
    renderPricing();
    fireEvent.click(await within(planCard('Build')).findByRole('button', { name: 'Switch to Build' }));
    expect(await screen.findByText('Plan changes without payment are only available in billing test mode')).toBeVisible();
    expect(screen.getByText('Plan not changed')).toBeVisible();
    expect(useAuthStore.getState().user?.plan.key).toBe('free');
    expect(within(planCard('Build')).queryByText('Current plan')).toBeNull();
  });

  it('warns that billing is not configured and offers no switch when the provider is none', async () => {
    setAuth({ status: 'signedIn', user: userOn('free'), accessToken: 't' });
    serve({ 'GET /api/billing/config': () => ({ provider: 'none', testMode: false }) });
    renderPricing();
    expect(
      await screen.findByText('Billing is not configured on this server, so plans cannot be changed here.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Switch to/ })).toBeNull();
    expect(screen.queryByText(/Test mode/)).toBeNull();
  });

  it('says it is checking billing, then offers Retry when the settings fail to load', async () => {
    setAuth({ status: 'signedIn', user: userOn('free'), accessToken: 't' });
    let config: FakeHandler<'GET /api/billing/config'> = () => errorResponse(500, 'internal_error', 'Try again later');
    serve({ 'GET /api/billing/config': (request) => config(request) });
    renderPricing();
    expect(screen.getByText('Checking billing settings...')).toBeVisible();
    expect(await screen.findByText('Could not load billing settings')).toBeVisible();
    expect(screen.getByText('Try again later')).toBeVisible();

    config = testMode;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Could not load billing settings')).toBeNull());
    expect(await within(planCard('Grow')).findByRole('button', { name: 'Switch to Grow' })).toBeVisible();
  });
});
