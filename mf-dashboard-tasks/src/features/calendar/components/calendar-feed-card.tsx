import { useState } from 'react';
import { Alert, Button, Card, Flex, Input, Modal, Skeleton, Typography } from 'antd';
import { errorMessage, useCopyToClipboard, useToast } from '@navia/client-kit';
import { useCalendarFeed, useRotateCalendarFeed } from '../api/calendar-feed';

/** Our wording (issue 17; the spec has no calendar). */
export const FEED_HOW_TO =
  'Google Calendar: Other calendars, +, From URL, then paste the address. Apple Calendar: File, New Calendar Subscription. Outlook: Add calendar, Subscribe from web.';

/** The ICS feed's address with Copy and Subscribe, how to add it, and a way to replace it. */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);

  const copy = useCopyToClipboard();

  return (
    <Card size="small" title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>Your tasks in your calendar app</Typography.Title>}>
      {feed.isPending && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      {feed.isError && (
        <Alert type="error" showIcon title="The calendar address could not be loaded." description={errorMessage(feed.error)} action={<Button onClick={() => void feed.refetch()}>Retry</Button>} />
      )}
      {feed.data && (
        <Flex vertical gap={8}>
          <Flex gap={8} wrap>
            <Input readOnly aria-label="Calendar feed address" value={feed.data.url} style={{ flex: '1 1 260px', minWidth: 0 }} onFocus={(e) => e.target.select()} />
            <Button onClick={() => void copy(feed.data.url)}>Copy</Button>
            <Button href={`webcal://${new URL(feed.data.url).host}${feed.data.path}`}>Subscribe</Button>
          </Flex>
          <Typography.Text type="secondary">{FEED_HOW_TO}</Typography.Text>
          <Typography.Text type="secondary">
            Anyone with this address can see your open tasks.{' '}
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setConfirming(true)}>
              Get a new address
            </Button>
          </Typography.Text>
        </Flex>
      )}
      <Modal
        open={confirming}
        title="Get a new calendar address?"
        okText="Get a new address"
        confirmLoading={rotate.isPending}
        onCancel={() => setConfirming(false)}
        onOk={() =>
          rotate.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: 'New calendar address ready', description: 'The old address no longer works: subscribe again with the new one.', variant: 'success' });
            },
            onError: (error) => toast({ title: 'The address could not be replaced', description: errorMessage(error), variant: 'error' }),
          })
        }
      >
        The current address stops working at once, in every calendar app that uses it.
      </Modal>
    </Card>
  );
}
