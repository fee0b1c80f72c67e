import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { naviaTheme, readCspNonce, toastConfig } from '@navia/client-kit';
import { AppRoutes } from './app-routes';
import { AuthModalsOnDemand } from './features/auth/components/auth-modals-on-demand';
import { queryClient } from './query-client';

// The page's CSP nonce, for every <style> antd's CSS-in-JS inserts (in the shell and in the remotes it renders).
const csp = { nonce: readCspNonce() };

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
