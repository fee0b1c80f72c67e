import { Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { PageLoading, useAuthStore, useMobileLayout } from '@navia/client-kit';
import { AppHeader } from './app-header';
import { BOTTOM_BAR_HEIGHT, CONTENT_PADDING_NARROW, RAIL_WIDTH } from '../model/layout-sizes';
import { NavStyles } from './nav-styles';
import { CONTENT_CLASS, LayoutStyles, SKIP_LINK_CLASS } from './layout-styles';
import { BottomBar, IconRail, SecondaryPanel } from './signed-in-chrome';

/**
 * Header, nav and the routed screen. The nav appears once the user may use the sections it links to (signed in
 * and onboarded); before that it would only lead back to the gate.
 */
export function AppLayout() {
  const showNav = useAuthStore((s) => s.status === 'signedIn' && s.user?.publicMetadata.onboardingComplete === true);
  // spec part 1 §9: the mobile layout starts under 768 px: the rail gives way to a drawer and a bottom bar.
  const narrow = useMobileLayout();
  const desktopNav = showNav && !narrow;
  const mobileNav = showNav && narrow;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <LayoutStyles />
      {showNav && <NavStyles />}
      <a href="#main-content" className={SKIP_LINK_CLASS}>
        Skip to content
      </a>
      <AppHeader withNavDrawer={mobileNav} />
      <Layout hasSider={desktopNav}>
        {desktopNav && (
          // Holds the rail's width while its code loads, so the page does not shift sideways.
          <Suspense fallback={<div style={{ flex: 'none', width: RAIL_WIDTH }} />}>
            <IconRail />
            <SecondaryPanel />
          </Suspense>
        )}
        <Layout.Content
          id="main-content"
          tabIndex={-1}
          className={CONTENT_CLASS}
          style={{
            // Room for the fixed bottom bar, so it never covers the end of the page (the bar is there only under
            // 768 px, where the page's padding is the narrow one).
            ...(mobileNav && { paddingBottom: `calc(${CONTENT_PADDING_NARROW + BOTTOM_BAR_HEIGHT}px + env(safe-area-inset-bottom))` }),
            minWidth: 0,
            outline: 'none',
          }}
        >
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      {mobileNav && (
        <Suspense fallback={null}>
          <BottomBar />
        </Suspense>
      )}
    </Layout>
  );
}
