import { fireEvent, screen, within } from '@testing-library/react';
import { loadRemoteRoutes } from '../api/remote-registry';
import { forgetLoadedRemotes } from '../../../features/remotes/components/remote-route';
import { fakeRemote } from '../../../test/fake-remote';
import { makeUser, renderApp, setAuth } from '../../../test/render-app';

// The Module Federation runtime is replaced by fake remotes; the shell's routing, gates and boundaries are real.
jest.mock('../api/remote-registry', () => ({ loadRemoteRoutes: jest.fn() }));
const loadRemote = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;

beforeEach(() => {
  forgetLoadedRemotes();
  loadRemote.mockReset();
  loadRemote.mockImplementation(async (name) => fakeRemote(name));
});

describe('a failing remote', () => {
  beforeEach(() => {
    setAuth({ status: 'signedIn', user: makeUser(), accessToken: 't' });
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback card and Retry loads it again', async () => {
    loadRemote.mockRejectedValueOnce(new Error('entry did not load'));
    renderApp('/brand-profile');
    expect(await screen.findByText('This area is unavailable right now')).toBeVisible();
    expect(screen.getByText('We could not load this part of Navia. The rest of the app still works.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('mf_brand_hq mounted at /brand-profile')).toBeVisible();
  });

  it('leaves navigation to the other areas working', async () => {
    loadRemote.mockImplementation(async (name) => {
      if (name === 'mf_strategies') throw new Error('down');
      return fakeRemote(name);
    });
    renderApp('/strategies');
    expect(await screen.findByText('This area is unavailable right now')).toBeVisible();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Tasks' }));
    expect(await screen.findByText('mf_dashboard_tasks mounted at /')).toBeVisible();
    expect(screen.queryByText('This area is unavailable right now')).toBeNull();
  });
});
