import { Flex, Typography } from 'antd';
import { useAuthStore } from '@navia/client-kit';
import { BrandSetupCard } from './brand-setup-card';

/** spec part 1 §2 "Dashboard": the welcome line uses the first name, 'User' when there is none. */
export function DashboardPage() {
  const firstName = useAuthStore((s) => s.user?.firstName);
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Welcome back, {firstName || 'User'}
      </Typography.Title>
      <Typography.Paragraph type="secondary">Here is what is on your plate today.</Typography.Paragraph>
      <BrandSetupCard />
    </Flex>
  );
}
