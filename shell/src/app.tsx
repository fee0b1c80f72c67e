import type { ReactNode } from 'react';
import { App as AntApp } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { NaviaConfigProvider, readCspNonce, toastConfig } from '@navia/client-kit';
import { AppRoutes } from './app-routes';
import { AuthModalsOnDemand } from './features/auth/components/auth-modals-on-demand';
import { queryClient } from './query-client';

// The page's CSP nonce, for every <style> antd's CSS-in-JS inserts (in the shell and in the remotes it renders).
const pageCsp = { nonce: readCspNonce() };

interface AppProvidersProps {
  csp: { nonce?: string };
  /** The page's one cache by default; a server render gives each render a cache of its own. */
  client?: QueryClient;
  children: ReactNode;
}

/** What every screen renders inside: antd's theme and toasts, the query cache. The server render uses it too. */
export function AppProviders({ csp, client = queryClient, children }: AppProvidersProps) {
  return (
    <NaviaConfigProvider csp={csp}>
      <AntApp {...toastConfig}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </AntApp>
    </NaviaConfigProvider>
  );
}

export function App() {
  return (
    <AppProviders csp={pageCsp}>
      <BrowserRouter>
        <AppRoutes />
        <AuthModalsOnDemand />
      </BrowserRouter>
    </AppProviders>
  );
}
