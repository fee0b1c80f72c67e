import { act, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@navia/client-kit';
import { useAuthModalStore } from '../stores/auth-modal-store';
import { AuthModalsOnDemand } from './auth-modals-on-demand';

// Counts when the real modals module is first required: swc turns the lazy import() into a require on demand.
const loaded = { count: 0 };
jest.mock('./auth-modals', () => {
  loaded.count += 1;
  return jest.requireActual('./auth-modals');
});

function renderOnDemand() {
  return render(
    <AntApp>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <AuthModalsOnDemand />
        </MemoryRouter>
      </QueryClientProvider>
    </AntApp>,
  );
}

afterEach(() => act(() => useAuthModalStore.getState().close()));

it('loads the modals only when one is first asked for, then shows it', async () => {
  renderOnDemand();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(loaded.count).toBe(0);
  expect(screen.queryByRole('dialog')).toBeNull();

  act(() => useAuthModalStore.getState().show('signUp'));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('First name');
  expect(loaded.count).toBe(1);
});

it('keeps the modals mounted after the first close, so reopening needs no new load', async () => {
  renderOnDemand();
  act(() => useAuthModalStore.getState().show('signIn'));
  await screen.findByRole('dialog');
  act(() => useAuthModalStore.getState().close());
  act(() => useAuthModalStore.getState().show('signIn'));
  // Synchronously there: no Suspense fallback on the second open.
  screen.getByRole('dialog');
});
