import { Flex, Layout, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME, useAuthStore } from '@navia/client-kit';
import { AuthButtons } from '../../auth/components/auth-buttons';
import { UserMenu } from './user-menu';

export function AppHeader() {
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);
  return (
    <Layout.Header style={{ background: '#fff', borderBottom: '1px solid #f0f0f0', paddingInline: 24 }}>
      <Flex align="center" justify="space-between" style={{ height: '100%' }}>
        <Link to="/" aria-label={`${PRODUCT_NAME} home`}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {PRODUCT_NAME}
          </Typography.Title>
        </Link>
        {status === 'signedOut' && <AuthButtons />}
        {status === 'signedIn' && user && <UserMenu user={user} />}
      </Flex>
    </Layout.Header>
  );
}
