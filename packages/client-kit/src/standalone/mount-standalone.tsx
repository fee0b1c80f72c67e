import { StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, Card, Typography } from 'antd';
import { bootstrapAuth } from '../auth/auth-actions';
import { useAuthStore } from '../auth/auth-store';
import { createQueryClient } from '../query/query-client';
import type { RemoteProps } from '../remote/remote-props';
import { PageLoading } from '../ui/page-loading';
import { toastConfig } from '../ui/theme';
import { NaviaConfigProvider } from '../ui/navia-config-provider';
import { readCspNonce } from '../csp/csp-nonce';

function StandaloneNotFound() {
  return (
    <Card title="404 Page Not Found" style={{ maxWidth: 480, margin: '48px auto' }}>
      This path is not part of this area.
    </Card>
  );
}

function StandaloneGate({ children }: { children: ReactNode }) {
  const status = useAuthStore((s) => s.status);
  if (status === 'loading') return <PageLoading text="Loading authentication..." />;
  if (status === 'signedOut') {
    return (
      <Card title="Signed out" style={{ maxWidth: 560, margin: '48px auto' }}>
        <Typography.Paragraph>
          This area is running on its own. Sign in through the shell (it talks to the same gateway), then reload this
          page: the session cookie is shared by every port on this host.
        </Typography.Paragraph>
      </Card>
    );
  }
  return <>{children}</>;
}

/**
 * Development only: mount a remote's routes as a page of its own, with the same providers the shell gives it, so an
 * area can be worked on without the shell. The remote's dev server proxies /api to the gateway.
 */
export function mountStandalone(RemoteRoutes: ComponentType<RemoteProps>, { basePath }: { basePath: string }): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('mountStandalone: no #root element in the page');
  const queryClient = createQueryClient();
  // As the shell does: a remote's own page is the same template, so the same nonce reaches antd's styles.
  const csp = { nonce: readCspNonce() };
  void bootstrapAuth();
  const mountPath = basePath === '/' ? '/*' : `${basePath}/*`;
  createRoot(container).render(
    <StrictMode>
      <NaviaConfigProvider csp={csp}>
        <App {...toastConfig}>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <StandaloneGate>
                <main style={{ padding: 24 }}>
                  <Suspense fallback={<PageLoading />}>
                    <Routes>
                      <Route path={mountPath} element={<RemoteRoutes basePath={basePath} notFound={<StandaloneNotFound />} />} />
                      <Route path="*" element={<StandaloneNotFound />} />
                    </Routes>
                  </Suspense>
                </main>
              </StandaloneGate>
            </BrowserRouter>
          </QueryClientProvider>
        </App>
      </NaviaConfigProvider>
    </StrictMode>,
  );
}
