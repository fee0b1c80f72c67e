import { screen, within } from '@testing-library/react';
import { Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import type { RemoteProps } from '@navia/client-kit';
import { loadRemoteRoutes } from './features/remotes/api/remote-registry';
import { forgetLoadedRemotes } from './features/remotes/components/remote-route';
import { fakeRemote } from './test/fake-remote';
import { makeUser, renderApp, setAuth } from './test/render-app';

// The Module Federation runtime is replaced by fake remotes; the shell's routing, gates and boundaries are real.
jest.mock('./features/remotes/api/remote-registry', () => ({ loadRemoteRoutes: jest.fn() }));
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
    expect(screen.getByText('Loading authentication...')).toBeVisible();
  });

  it('shows the welcome card to a signed-out visitor and loads no remote', () => {
    setAuth({ status: 'signedOut' });
    renderApp('/dashboard');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Welcome to Navia' })).toBeVisible();
    expect(within(main).getByText('Please sign in to access your account')).toBeVisible();
    expect(within(main).getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(within(main).getByRole('button', { name: 'Sign Up' })).toBeVisible();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('gates every remote area', () => {
    setAuth({ status: 'signedOut' });
    for (const path of ['/tasks', '/strategies', '/brand-profile/who-you-are', '/create/writing']) {
      const { unmount } = renderApp(path);
      expect(screen.getByText('Please sign in to access your account')).toBeVisible();
      unmount();
    }
  });
});

describe('onboarding gate', () => {
  it('sends a signed-in user without onboarding to /onboarding', async () => {
    setAuth({ status: 'signedIn', user: makeUser({}, false), accessToken: 't' });
    renderApp('/strategies');
    expect(await screen.findByRole('heading', { name: 'Set the foundation' })).toBeVisible();
    expect(screen.getByTestId('location').textContent).toBe('/onboarding');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('says Checking onboarding status... while the user record is missing', () => {
    setAuth({ status: 'signedIn', user: null, accessToken: 't' });
    renderApp('/dashboard');
    expect(screen.getByText('Checking onboarding status...')).toBeVisible();
  });
});

describe('routes', () => {
  beforeEach(() => setAuth({ status: 'signedIn', user: makeUser(), accessToken: 't' }));

  it('shows the 404 card for an unknown path, signed out too, without loading a remote', () => {
    setAuth({ status: 'signedOut' });
    renderApp('/no-such-page');
    expect(screen.getByText('404 Page Not Found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('hands remotes the 404 card for paths they do not know', async () => {
    renderApp('/create/missing');
    expect(await screen.findByText('404 Page Not Found')).toBeVisible();
  });

  it('shows the pricing heading to anyone', async () => {
    setAuth({ status: 'signedOut' });
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
    expect(screen.getByText('Unlock premium strategy templates and advanced features')).toBeVisible();
  });
});

/** What a remote sees once mounted: its base path, the sub-path its own routes match, and the query. */
function RemoteView({ name, basePath }: { name: string; basePath: string }) {
  const { '*': subPath } = useParams();
  const [query] = useSearchParams();
  return <p>{`${name} at ${basePath} sees /${subPath}${query.size ? `?${query}` : ''}`}</p>;
}

function locationRemote(name: string) {
  return function LocationRemote({ basePath }: RemoteProps) {
    return (
      <Routes>
        <Route path="*" element={<RemoteView name={name} basePath={basePath} />} />
      </Routes>
    );
  };
}

describe('spec route table (part 1 §2)', () => {
  beforeEach(() => {
    setAuth({ status: 'signedIn', user: makeUser(), accessToken: 't' });
    loadRemote.mockImplementation(async (name) => locationRemote(name));
  });

  it.each([
    ['/', 'mf_dashboard_tasks at / sees /'],
    ['/dashboard', 'mf_dashboard_tasks at / sees /dashboard'],
    ['/tasks', 'mf_dashboard_tasks at / sees /tasks'],
    ['/strategies', 'mf_strategies at /strategies sees /'],
    ['/brand-profile', 'mf_brand_hq at /brand-profile sees /'],
    ['/brand-profile/who-you-are', 'mf_brand_hq at /brand-profile sees /who-you-are'],
    ['/brand-profile/what-you-offer', 'mf_brand_hq at /brand-profile sees /what-you-offer'],
    ['/brand-profile/who-you-serve', 'mf_brand_hq at /brand-profile sees /who-you-serve'],
    ['/brand-profile/your-brand-feel', 'mf_brand_hq at /brand-profile sees /your-brand-feel'],
    ['/create', 'mf_create at /create sees /'],
    ['/create/writing', 'mf_create at /create sees /writing'],
    ['/create/images', 'mf_create at /create sees /images'],
    ['/create/video', 'mf_create at /create sees /video'],
    ['/create/publishing', 'mf_create at /create sees /publishing'],
  ])('%s reaches its remote', async (path, seen) => {
    renderApp(path);
    expect(await screen.findByText(seen)).toBeVisible();
    expect(screen.getByTestId('location').textContent).toBe(path);
  });

  it.each([
    ['/create?taskId=t1&executing=true', 'mf_create at /create sees /?taskId=t1&executing=true'],
    ['/create?taskId=t1', 'mf_create at /create sees /?taskId=t1'],
    ['/create/writing?fileId=f1', 'mf_create at /create sees /writing?fileId=f1'],
    ['/tasks?filter=strategy-some-slug', 'mf_dashboard_tasks at / sees /tasks?filter=strategy-some-slug'],
  ])('the query form %s reaches the remote with its parameters', async (path, seen) => {
    renderApp(path);
    expect(await screen.findByText(seen)).toBeVisible();
  });

  it('redirects /my-tasks to /tasks and hands the tasks remote the query', async () => {
    renderApp('/my-tasks?filter=strategy-some-slug');
    expect(await screen.findByText('mf_dashboard_tasks at / sees /tasks?filter=strategy-some-slug')).toBeVisible();
    expect(screen.getByTestId('location').textContent).toBe('/tasks?filter=strategy-some-slug');
  });

  it('opens /onboarding to a signed-in user who has not finished it, and gates it when signed out', async () => {
    setAuth({ status: 'signedIn', user: makeUser({}, false), accessToken: 't' });
    const { unmount } = renderApp('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Set the foundation' })).toBeVisible();
    expect(screen.getByTestId('location').textContent).toBe('/onboarding');
    unmount();

    setAuth({ status: 'signedOut' });
    renderApp('/onboarding');
    expect(screen.getByText('Please sign in to access your account')).toBeVisible();
  });

  // hidden: true skips the visibility check, which on the style guide's large page costs seconds in jsdom.
  it('needs sign-in only for /design-system-demo', async () => {
    setAuth({ status: 'signedIn', user: makeUser({}, false), accessToken: 't' });
    const { unmount } = renderApp('/design-system-demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Design System Demo', hidden: true })).toBeVisible();
    expect(screen.getByTestId('location').textContent).toBe('/design-system-demo');
    unmount();

    setAuth({ status: 'signedOut' });
    renderApp('/design-system-demo');
    expect(screen.getByText('Please sign in to access your account')).toBeVisible();
    expect(screen.queryByText('Design System Demo')).toBeNull();
  });

  it('shows /ui-style-guide to anyone', async () => {
    setAuth({ status: 'signedOut' });
    renderApp('/ui-style-guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'UI Style Guide', hidden: true })).toBeVisible();
  });

  it.each(['/dashboard/extra', '/tasks/42', '/my-tasks/extra', '/pricing/extra'])(
    'shows the 404 card for %s',
    async (path) => {
      renderApp(path);
      expect(await screen.findByText('404 Page Not Found')).toBeVisible();
      expect(loadRemote).not.toHaveBeenCalled();
    },
  );
});
