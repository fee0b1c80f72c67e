import { screen, within } from '@testing-library/react';
import { loadRemoteRoutes } from '../features/remotes/remote-registry';
import { forgetLoadedRemotes } from '../features/remotes/components/remote-route';
import { fakeRemote } from '../test/fake-remote';
import { makeUser, renderApp, setAuth } from '../test/render-app';

// The Module Federation runtime is replaced by fake remotes; the shell's routing, gates and boundaries are real.
jest.mock('../features/remotes/remote-registry', () => ({ loadRemoteRoutes: jest.fn() }));
const loadRemote = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;

beforeEach(() => {
  forgetLoadedRemotes();
  loadRemote.mockReset();
  loadRemote.mockImplementation(async (name) => fakeRemote(name));
});

describe('sign-in gate', () => {
  it('says Loading authentication... while the session is restored', () => {
    setAuth({ status: 'loading' });
    renderApp('/');
    expect(screen.getByText('Loading authentication...')).toBeTruthy();
  });

  it('shows the welcome card to a signed-out visitor and loads no remote', () => {
    setAuth({ status: 'signedOut' });
    renderApp('/dashboard');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Welcome to Navia' })).toBeTruthy();
    expect(within(main).getByText('Please sign in to access your account')).toBeTruthy();
    expect(within(main).getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(within(main).getByRole('button', { name: 'Sign Up' })).toBeTruthy();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('gates every remote area', () => {
    setAuth({ status: 'signedOut' });
    for (const path of ['/tasks', '/strategies', '/brand-profile/who-you-are', '/create/writing']) {
      const { unmount } = renderApp(path);
      expect(screen.getByText('Please sign in to access your account')).toBeTruthy();
      unmount();
    }
  });
});

describe('onboarding gate', () => {
  it('sends a signed-in user without onboarding to /onboarding', async () => {
    setAuth({ status: 'signedIn', user: makeUser({}, false), accessToken: 't' });
    renderApp('/strategies');
    expect(await screen.findByRole('heading', { name: 'Set the foundation' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/onboarding');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('says Checking onboarding status... while the user record is missing', () => {
    setAuth({ status: 'signedIn', user: null, accessToken: 't' });
    renderApp('/dashboard');
    expect(screen.getByText('Checking onboarding status...')).toBeTruthy();
  });
});

describe('routes', () => {
  beforeEach(() => setAuth({ status: 'signedIn', user: makeUser(), accessToken: 't' }));

  it.each([
    ['/', 'mf_dashboard_tasks mounted at /'],
    ['/dashboard', 'mf_dashboard_tasks mounted at /'],
    ['/tasks', 'mf_dashboard_tasks mounted at /'],
    ['/strategies', 'mf_strategies mounted at /strategies'],
    ['/brand-profile/your-brand-feel', 'mf_brand_hq mounted at /brand-profile'],
    ['/create/publishing', 'mf_create mounted at /create'],
  ])('%s renders through its remote', async (path, text) => {
    renderApp(path);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('redirects /my-tasks to /tasks and keeps the filter', async () => {
    renderApp('/my-tasks?filter=strategy-launch');
    expect(await screen.findByText('mf_dashboard_tasks mounted at /')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/tasks?filter=strategy-launch');
  });

  it('shows the 404 card for an unknown path, signed out too, without loading a remote', () => {
    setAuth({ status: 'signedOut' });
    renderApp('/no-such-page');
    expect(screen.getByText('404 Page Not Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('hands remotes the 404 card for paths they do not know', async () => {
    renderApp('/create/missing');
    expect(await screen.findByText('404 Page Not Found')).toBeTruthy();
  });

  it('shows the pricing heading to anyone', async () => {
    setAuth({ status: 'signedOut' });
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeTruthy();
    expect(screen.getByText('Unlock premium strategy templates and advanced features')).toBeTruthy();
  });
});
