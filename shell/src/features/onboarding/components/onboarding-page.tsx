import { Button, Card, Flex, Typography } from 'antd';
import { useSignOut } from '../../auth/hooks/use-sign-out';

/**
 * /onboarding, sign-in only. For now the first step's heading and the Sign Out the spec keeps available throughout;
 * the four-step wizard (spec part 1 §2 "Onboarding wizard") grows in this folder.
 */
export function OnboardingPage() {
  const signOut = useSignOut();
  return (
    <Flex justify="center" style={{ paddingTop: 24 }}>
      <Card style={{ width: '100%', maxWidth: 640 }}>
        <Typography.Text type="secondary">Step 1 of 4</Typography.Text>
        <Typography.Title level={1} style={{ marginTop: 8 }}>
          Set the foundation
        </Typography.Title>
        <Typography.Paragraph type="secondary">Key business details</Typography.Paragraph>
        <Flex justify="end">
          <Button onClick={() => void signOut()}>Sign Out</Button>
        </Flex>
      </Card>
    </Flex>
  );
}
