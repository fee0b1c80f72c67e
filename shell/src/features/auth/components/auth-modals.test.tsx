import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorResponse, fakeApi } from '@navia/client-kit/src/testing/fake-api';
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
    fakeApi({ 'POST /api/auth/sign-in': () => errorResponse(401, 'invalid_credentials', 'Invalid email or password') });
    const dialog = await submitSignIn('wrong-password');
    // antd's alert enters with a motion (its classes hide it for a moment): wait until it shows, not just exists.
    await waitFor(() => expect(within(dialog).getByText('Invalid email or password')).toBeVisible());
  });

  it('signs in and goes to /dashboard', async () => {
    fakeApi({ 'POST /api/auth/sign-in': () => ({ user: makeUser(), accessToken: 'tok' }) });
    await submitSignIn('password123');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(await screen.findByText('mf_dashboard_tasks mounted at /')).toBeVisible();
  });

  it('signs up with first name, last name, email and password and goes to /onboarding', async () => {
    const api = fakeApi({ 'POST /api/auth/sign-up': () => ({ user: makeUser({}, false), accessToken: 'tok' }) });
    renderApp('/');
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign Up' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Ann' } });
    fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: 'Lee' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'password123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/onboarding'));
    const [signUp] = api.requests;
    expect(signUp.url).toBe('/api/auth/sign-up');
    expect(signUp.body).toEqual({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', password: 'password123' });
  });
});
