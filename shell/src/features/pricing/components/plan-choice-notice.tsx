import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { errorMessage } from '@navia/client-kit';
import { useAuthModalStore } from '../../auth/stores/auth-modal-store';
import type { PlanChoice } from '../hooks/use-plan-choice';

/** What the visitor needs to know before choosing: sign in first, whether billing can change plans, or why not. */
export function PlanChoiceNotice({ choice }: { choice: PlanChoice }) {
  const showAuthModal = useAuthModalStore((s) => s.show);
  switch (choice.kind) {
    case 'authLoading':
      return null;
    case 'signedOut':
      return (
        <Flex vertical gap={12} align="flex-start">
          {choice.testMode && <TestModeNotice />}
          <Button type="primary" onClick={() => showAuthModal('signIn')}>
            Sign in to choose a plan
          </Button>
        </Flex>
      );
    case 'configLoading':
      return (
        <Flex role="status" align="center" gap={8}>
          <Spin size="small" />
          <Typography.Text type="secondary">Checking billing settings...</Typography.Text>
        </Flex>
      );
    case 'configError':
      return (
        <Alert
          type="error"
          showIcon
          title="Could not load billing settings"
          description={errorMessage(choice.error)}
          action={<Button onClick={choice.retry}>Retry</Button>}
        />
      );
    case 'testMode':
      return <TestModeNotice />;
    case 'unavailable':
      return (
        <Alert
          type="warning"
          showIcon
          title="Billing is not configured on this server, so plans cannot be changed here."
        />
      );
  }
}

function TestModeNotice() {
  return <Alert type="info" showIcon title="Test mode: plan changes take effect at once and nothing is charged." />;
}
