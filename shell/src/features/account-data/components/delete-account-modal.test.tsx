import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createQueryClient, useActiveBrandStore, useAuthStore } from '@navia/client-kit';
import { errorResponse } from '@navia/client-kit/src/testing/fake-api';
import { makeUser } from '../../../test/render-app';
import { ACME, serveBrands } from '../../brands/test/brands-test-kit';
import { UserMenu } from '../../layout/components/user-menu';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

beforeEach(() => {
  useActiveBrandStore.setState({ brand: null });
  useAuthStore.setState({ status: 'signedIn', user: makeUser({ publicMetadata: { onboardingComplete: true } }), accessToken: 't' });
});

function renderMenu() {
  const user = useAuthStore.getState().user;
  if (!user) throw new Error('signed out');
  render(
    <AntApp>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <UserMenu user={user} />
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </AntApp>,
  );
}

async function openDeleteDialog() {
  fireEvent.click(screen.getByRole('button', { name: /^Account menu for/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete my account' }));
  return screen.findByRole('dialog', { name: 'Delete my account' });
}

describe('Delete my account (issue 19)', () => {
  it('offers the download first, shows a wrong password under its field, and keeps the account', async () => {
    const api = serveBrands(
      { brands: [ACME] },
      { 'DELETE /api/account': () => errorResponse(403, 'wrong_password', 'That is not your password', 'password') },
    );
    renderMenu();
    const dialog = await openDeleteDialog();
    expect(within(dialog).getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    // The password is required before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter your password to delete your account')).toBeInTheDocument();
    expect(api.sent('DELETE', '/api/account')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'not-mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('That is not your password')).toBeInTheDocument();
    expect(api.sent('DELETE', '/api/account').map((r) => r.body)).toEqual([{ password: 'not-mine' }]);
    expect(useAuthStore.getState().status).toBe('signedIn');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('deletes with the right password, signs the tab out and goes to the start page', async () => {
    const api = serveBrands({ brands: [ACME] }, { 'DELETE /api/account': () => ({ success: true, erasing: ['brand', 'strategies', 'tasks', 'content'] }) });
    renderMenu();
    const dialog = await openDeleteDialog();
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'a-long-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(useAuthStore.getState().status).toBe('signedOut'));
    expect(api.sent('DELETE', '/api/account').map((r) => r.body)).toEqual([{ password: 'a-long-password' }]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await screen.findByText('Your account is deleted')).toBeInTheDocument();
  });
});
