import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient, naviaTheme, readCspNonce, toastConfig, useAuthStore } from '@navia/client-kit';
import { AppRoutes } from './app-routes';
import { AuthModalsOnDemand } from './features/auth/components/auth-modals-on-demand';

const queryClient = createQueryClient();
// The page's CSP nonce, for every <style> antd's CSS-in-JS inserts (in the shell and in the remotes it renders).
const csp = { nonce: readCspNonce() };

// One user's cached data must never be shown to the next: drop the cache whenever the session ends, including an
// expired session ended by the api client.
useAuthStore.subscribe((state, previous) => {
  if (previous.status === 'signedIn' && state.status === 'signedOut') queryClient.clear();
});

export function App() {
  return (
    <ConfigProvider theme={naviaTheme} csp={csp}>
      <AntApp {...toastConfig}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
            <AuthModalsOnDemand />
          </BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
