import { Alert, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage } from '@navia/client-kit';
import { PLANS } from '@navia/contracts';
import { useWebhooks } from '../hooks/use-webhooks';
import { NewWebhookForm } from './new-webhook-form';
import { WebhookItem } from './webhook-item';

/**
 * Settings → Webhooks (issue 19 item 6): a receiver's URL and the events it wants; each delivery is signed and
 * retried until the receiver takes it, and its log shows how each went. Below Grow the list stays (to delete).
 */
export function WebhooksPage() {
  const webhooks = useWebhooks();
  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }}>
      <div>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          Webhooks
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Navia sends a signed POST to your address when something happens in your account, and tries again until your
          server takes it. Each event has an id: a delivery that arrives twice carries the same one.
        </Typography.Paragraph>
      </div>
      {webhooks.isLoading && <Skeleton active aria-label="Loading webhooks" />}
      {webhooks.error && (
        <Alert type="error" showIcon role="alert" title={errorMessage(webhooks.error)} action={<Button onClick={() => void webhooks.refetch()}>Try again</Button>} />
      )}
      {webhooks.data && (
        <>
          <Card title="New webhook">
            {webhooks.data.canCreate ? (
              <NewWebhookForm />
            ) : (
              <Alert
                type="info"
                showIcon
                title={`Webhooks come with the ${webhooks.data.requiredPlan ? PLANS[webhooks.data.requiredPlan].name : 'higher'} plan and above`}
                action={<Link to="/pricing">See plans</Link>}
              />
            )}
          </Card>
          <Card title="Your webhooks">
            {webhooks.data.webhooks.length === 0 ? (
              <Empty description="No webhooks yet" />
            ) : (
              <ul aria-label="Your webhooks" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {webhooks.data.webhooks.map((w) => (
                  <WebhookItem key={w.id} webhook={w} canTest={webhooks.data.canCreate} />
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </Flex>
  );
}
