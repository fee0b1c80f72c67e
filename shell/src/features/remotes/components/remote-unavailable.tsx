import { Button, Card, Typography } from 'antd';

/** The fallback of a remote that failed: says what happened and offers a retry (the rest of the app still works). */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert" title="This area is unavailable right now" style={{ maxWidth: 560 }} styles={{ header: { paddingBlock: 12 }, title: { whiteSpace: 'normal' } }}>
      <Typography.Paragraph>We could not load this part of Navia. The rest of the app still works.</Typography.Paragraph>
      <Button type="primary" onClick={onRetry}>
        Retry
      </Button>
    </Card>
  );
}
