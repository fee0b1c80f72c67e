import { Card, Flex, Typography } from 'antd';
import { PRODUCT_NAME } from '@navia/client-kit';
import { AuthButtons } from './auth-buttons';

/** spec part 1 §2 "Sign-in gate": what a signed-out visitor sees on a gated route. */
export function WelcomeCard() {
  return (
    <Flex justify="center" style={{ paddingTop: 48 }}>
      <Card style={{ width: '100%', maxWidth: 440, textAlign: 'center' }}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          Welcome to {PRODUCT_NAME}
        </Typography.Title>
        <Typography.Paragraph type="secondary">Please sign in to access your account</Typography.Paragraph>
        <AuthButtons size="large" />
      </Card>
    </Flex>
  );
}
