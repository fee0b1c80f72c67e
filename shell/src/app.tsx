import type { ReactNode } from 'react';
import { App as AntApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { NaviaConfigProvider, readCspNonce, toastConfig } from '@navia/client-kit';
import { AppRoutes } from './app-routes';
import { AuthModalsOnDemand } from './features/auth/components/auth-modals-on-demand';
import { queryClient } from './query-client';

// The page's CSP nonce, for every <style> antd's CSS-in-JS inserts (in the shell and in the remotes it renders).
const pageCsp = { nonce: readCspNonce() };

/** What every screen renders inside: antd's theme and toasts, the query cache. The build's prerender uses it too. */
export function AppProviders({ csp, children }: { csp: { nonce?: string }; children: ReactNode }) {
  return (
    <NaviaConfigProvider csp={csp}>
      <AntApp {...toastConfig}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
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
