import { Suspense, type CSSProperties } from 'react';
import { Flex, Layout, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME, useAuthStore } from '@navia/client-kit';
import { AuthButtons } from '../../auth/components/auth-buttons';
import { ActiveBrandName } from '../../brands/components/active-brand-name';
import { NavDrawer, UserMenu } from './signed-in-chrome';
import { HEADER_CLASS, HEADER_ROW_CLASS } from './layout-styles';

// Takes the room between the product name and the user menu and gives way first: a long brand name ellipsizes so
// the header stays on one line at 375 px. Its own flex box with a normal line height: inside the header's 64 px
// line box the ellipsized (overflow: hidden) text would sit on the bottom edge instead of the centre.
const brandNameStyle: CSSProperties = { flex: '1 1 auto', minWidth: 0, display: 'flex', alignItems: 'center', lineHeight: 1.5 };

interface AppHeaderProps {
  /** Show the button that opens the small-screen nav drawer. */
  withNavDrawer: boolean;
}

export function AppHeader({ withNavDrawer }: AppHeaderProps) {
  const { token } = theme.useToken();
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);
  const signedInUser = status === 'signedIn' ? user : null;
  return (
    <Layout.Header className={HEADER_CLASS} style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <Flex align="center" className={HEADER_ROW_CLASS}>
        {withNavDrawer && (
          <Suspense fallback={null}>
            <NavDrawer />
          </Suspense>
        )}
        <Link to="/" aria-label={`${PRODUCT_NAME} home`} style={{ flex: 'none' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {PRODUCT_NAME}
          </Typography.Title>
        </Link>
        <div style={brandNameStyle}>{signedInUser && <ActiveBrandName />}</div>
        {status === 'signedOut' && <AuthButtons />}
        {signedInUser && (
          <div style={{ flex: 'none' }}>
            <Suspense fallback={null}>
              <UserMenu user={signedInUser} />
            </Suspense>
          </div>
        )}
      </Flex>
    </Layout.Header>
  );
}
