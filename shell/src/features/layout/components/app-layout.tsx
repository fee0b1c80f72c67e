import { Suspense, type CSSProperties } from 'react';
import { Grid, Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { PageLoading, useAuthStore } from '@navia/client-kit';
import { AppHeader } from './app-header';
import { SideNav } from './side-nav';

const skipLinkStyle: CSSProperties = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 1000,
  padding: '8px 12px',
  background: '#fff',
};

/**
 * Header, left nav and the routed screen. The nav appears once the user may use the sections it links to (signed in
 * and onboarded); before that it would only lead back to the gate.
 */
export function AppLayout() {
  const showNav = useAuthStore((s) => s.status === 'signedIn' && s.user?.publicMetadata.onboardingComplete === true);
  // spec: the mobile layout starts under 768 px (antd's md). Until the drawer and bottom bar exist, the same nav
  // becomes a horizontal bar there, so the screen keeps its full width.
  const narrow = Grid.useBreakpoint().md === false;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a
        href="#main-content"
        style={skipLinkStyle}
        onFocus={(e) => (e.currentTarget.style.top = '8px')}
        onBlur={(e) => (e.currentTarget.style.top = '-48px')}
      >
        Skip to content
      </a>
      <AppHeader />
      {showNav && narrow && <SideNav mode="horizontal" />}
      <Layout>
        {showNav && !narrow && (
          <Layout.Sider width={220} theme="light" style={{ borderInlineEnd: '1px solid #f0f0f0' }}>
            <SideNav />
          </Layout.Sider>
        )}
        <Layout.Content id="main-content" tabIndex={-1} style={{ padding: narrow ? 16 : 24, outline: 'none' }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
