import { useState } from 'react';
import { Alert, App, Button, Flex, Skeleton, Tag, Typography } from 'antd';
import { errorMessage } from '@navia/client-kit';
import type { WebhookDelivery, WebhookSummary } from '@navia/contracts';
import { useDeleteWebhook, useSendTestEvent, useWebhookDeliveries } from '../hooks/use-webhooks';
import { EVENT_LABELS } from './new-webhook-form';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });

function DeliveryLine({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <li style={{ padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Flex gap={8} wrap align="center">
        {/* Plain tags: antd's gold and green on their tints fall short of AA contrast. */}
        <Tag>{delivery.status}</Tag>
        <Typography.Text code>{delivery.type}</Typography.Text>
        <Typography.Text type="secondary">{when(delivery.createdAt)}</Typography.Text>
        <Typography.Text type="secondary">
          {delivery.responseCode !== null ? `HTTP ${delivery.responseCode}` : 'No answer'} · {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'}
        </Typography.Text>
      </Flex>
      {delivery.error && delivery.status !== 'delivered' && <Typography.Text type="danger">{delivery.error}</Typography.Text>}
    </li>
  );
}

function Deliveries({ log }: { log: ReturnType<typeof useWebhookDeliveries> }) {
  if (log.isLoading) return <Skeleton active aria-label="Loading deliveries" />;
  if (log.error) return <Alert type="error" showIcon role="alert" title={errorMessage(log.error)} />;
  if (!log.data?.deliveries.length) return <Typography.Text type="secondary">No deliveries yet</Typography.Text>;
  return (
    <ul aria-label="Deliveries" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {log.data.deliveries.map((d) => (
        <DeliveryLine key={d.id} delivery={d} />
      ))}
    </ul>
  );
}

/** One webhook: its address, events and last delivery; send a test event, open its delivery log, delete it. */
export function WebhookItem({ webhook, canTest }: { webhook: WebhookSummary; canTest: boolean }) {
  const { modal } = App.useApp();
  const [open, setOpen] = useState(false);
  const remove = useDeleteWebhook();
  const test = useSendTestEvent(webhook.id);
  const log = useWebhookDeliveries(webhook.id, open);
  // While the log is open it is the fresher read (it re-reads every few seconds).
  const last = (open ? log.data?.deliveries[0] : undefined) ?? webhook.lastDelivery;
  const confirmDelete = () =>
    modal.confirm({
      title: 'Delete this webhook?',
      content: `${webhook.url} stops getting events at once.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(webhook.id),
    });

  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Flex vertical gap={8}>
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {webhook.url}
        </Typography.Text>
        <Flex gap={4} wrap>
          {webhook.events.map((e) => (
            <Tag key={e} title={EVENT_LABELS[e]}>
              {e}
            </Tag>
          ))}
        </Flex>
        <Typography.Text type="secondary">
          {last ? `Last delivery: ${last.status}, ${when(last.createdAt)}` : 'No deliveries yet'}
        </Typography.Text>
        <Flex gap={8} wrap>
          {canTest && (
            <Button onClick={() => test.mutate(undefined, { onSuccess: () => setOpen(true) })} loading={test.isPending}>
              Send test event
            </Button>
          )}
          <Button onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button danger onClick={confirmDelete} aria-label={`Delete webhook ${webhook.url}`}>
            Delete
          </Button>
        </Flex>
        {test.error && <Alert type="error" showIcon role="alert" title={errorMessage(test.error)} />}
        {open && <Deliveries log={log} />}
      </Flex>
    </li>
  );
}
