import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createQueryClient, useAuthStore, type AuthState } from '@navia/client-kit';
import { AppRoutes } from '../app-routes';
import { AuthModals } from '../features/auth/components/auth-modals';

export { makeUser } from '@navia/client-kit/src/testing/test-user';

export function setAuth(state: Partial<AuthState>): void {
  useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null, ...state });
}

/** Shows the current location so a test can assert redirects. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The shell's routes and modals with the same providers as app.tsx, at `path`. */
export function renderApp(path: string, extra?: ReactElement) {
  return render(
    <AntApp>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <AuthModals />
          <LocationProbe />
          {extra}
        </MemoryRouter>
      </QueryClientProvider>
    </AntApp>,
  );
}
