import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadRemoteRoutes } from '../../remotes/api/remote-registry';
import { forgetLoadedRemotes } from '../../../features/remotes/components/remote-route';
import { fakeRemote } from '../../../test/fake-remote';
import { makeUser, renderApp, setAuth } from '../../../test/render-app';

// The Module Federation runtime is replaced by fake remotes; the shell's routing, gates and boundaries are real.
jest.mock('../../remotes/api/remote-registry', () => ({ loadRemoteRoutes: jest.fn() }));
const loadRemote = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;

beforeEach(() => {
  forgetLoadedRemotes();
  loadRemote.mockReset();
  loadRemote.mockImplementation(async (name) => fakeRemote(name));
});

describe('auth modals', () => {
  type Reply = { status: number; body: unknown };
  function mockFetch(replies: Record<string, Reply>) {
    globalThis.fetch = jest.fn(async (url: string) => {
      const reply = replies[url] ?? { status: 404, body: { ok: false, error: 'not_found', status: 404, message: 'Not found' } };
      const text = JSON.stringify(reply.body);
      return { ok: reply.status < 300, status: reply.status, statusText: '', text: async () => text } as Response;
    }) as unknown as typeof fetch;
  }

  beforeEach(() => setAuth({ status: 'signedOut' }));

  async function submitSignIn(password: string) {
    renderApp('/');
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: password } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    return dialog;
  }

  it('shows the server message when the credentials are wrong', async () => {
    mockFetch({
      '/api/auth/sign-in': {
        status: 401,
        body: { ok: false, error: 'invalid_credentials', status: 401, message: 'Invalid email or password' },
      },
    });
    const dialog = await submitSignIn('wrong-password');
    // antd's alert enters with a motion (its classes hide it for a moment): wait until it shows, not just exists.
    await waitFor(() => expect(within(dialog).getByText('Invalid email or password')).toBeVisible());
  });

  it('signs in and goes to /dashboard', async () => {
    mockFetch({ '/api/auth/sign-in': { status: 200, body: { user: makeUser(), accessToken: 'tok' } } });
    await submitSignIn('password123');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(await screen.findByText('mf_dashboard_tasks mounted at /')).toBeVisible();
  });

  it('signs up with first name, last name, email and password and goes to /onboarding', async () => {
    mockFetch({ '/api/auth/sign-up': { status: 201, body: { user: makeUser({}, false), accessToken: 'tok' } } });
    renderApp('/');
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign Up' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Ann' } });
    fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: 'Lee' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'password123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/onboarding'));
    const [, init] = (globalThis.fetch as jest.Mock).mock.calls[0];
    expect(JSON.parse(init.body)).toEqual({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', password: 'password123' });
  });
});
