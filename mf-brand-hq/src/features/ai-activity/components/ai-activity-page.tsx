import { Alert, Button, Flex, Skeleton, Tag, Typography } from 'antd';
import { errorMessage } from '@navia/client-kit';
import type { AiActivityEntry } from '@navia/contracts';
import { useAiActivity } from '../api/ai-activity';
import { AI_ACTIVITY_ERROR, AI_ACTIVITY_TITLE, providerText, purposeText, sentText, summaryText } from '../model/activity-text';

const when = (at: string) => new Date(at).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

// A plain list (antd's List is not in the antd the shell shares with the remotes, and a list needs nothing more).
const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0, border: '1px solid rgba(0, 0, 0, 0.12)', borderRadius: 8 } as const;
const ITEM_STYLE = { padding: '12px 16px', borderTop: '1px solid rgba(0, 0, 0, 0.08)' } as const;

function ActivityItem({ entry, first }: { entry: AiActivityEntry; first: boolean }) {
  return (
    <li style={first ? { ...ITEM_STYLE, borderTop: 'none' } : ITEM_STYLE}>
      <Flex vertical gap={4} style={{ minWidth: 0, width: '100%' }}>
        <Flex wrap gap={8} align="center" justify="space-between">
          <Typography.Text strong>{purposeText(entry.purpose)}</Typography.Text>
          <Typography.Text type="secondary">{when(entry.at)}</Typography.Text>
        </Flex>
        <Flex wrap gap={8} align="center">
          <Typography.Text>{providerText(entry)}</Typography.Text>
          {/* Plain tags with words: the outcome and where the model ran are never colour alone. */}
          <Tag>{entry.local ? 'Stayed on this server' : 'Left this server'}</Tag>
          <Tag>{entry.outcome === 'succeeded' ? 'Succeeded' : 'Failed'}</Tag>
        </Flex>
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {`Sent ${sentText(entry)}.${entry.tokens !== null ? ` ${entry.tokens.toLocaleString('en-US')} tokens.` : ''}`}
        </Typography.Text>
        {entry.error && <Typography.Text type="secondary">{entry.error}</Typography.Text>}
      </Flex>
    </li>
  );
}

/**
 * Brand Headquarters → AI Activity (issue 18, beyond the spec): every call Navia made to an AI model with the brand's
 * data, newest first, and whether anything left this server. With the built-in writer and analyzer it is empty.
 */
export function AiActivityPage() {
  const activity = useAiActivity();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, minWidth: 0 }}>
      <Typography.Title level={1} style={{ marginTop: 0, marginBottom: 0 }}>
        Brand Headquarters
      </Typography.Title>
      <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 0 }}>
        {AI_ACTIVITY_TITLE}
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        Every call Navia makes to an AI model with your brand’s data: when, which model and where it runs, which fields of your brand profile and how many
        characters it was sent, the tokens it used and how it went.
      </Typography.Paragraph>
      {activity.isPending && <Skeleton active paragraph={{ rows: 4 }} aria-busy="true" aria-label="Loading your AI activity" />}
      {activity.isError && (
        <Alert
          type="error"
          showIcon
          title={AI_ACTIVITY_ERROR}
          description={errorMessage(activity.error)}
          action={<Button onClick={() => void activity.refetch()}>Retry</Button>}
        />
      )}
      {activity.data && (
        <>
          <Alert type={activity.data.leftServer === 0 ? 'success' : 'info'} showIcon title={summaryText(activity.data)} />
          {activity.data.entries.length > 0 && (
            <section aria-label="AI calls">
              <ul style={LIST_STYLE}>
                {activity.data.entries.map((entry, i) => (
                  <ActivityItem key={entry.id} entry={entry} first={i === 0} />
                ))}
              </ul>
              {activity.data.total > activity.data.entries.length && (
                <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                  {`The newest ${activity.data.entries.length} of ${activity.data.total} calls are listed.`}
                </Typography.Paragraph>
              )}
            </section>
          )}
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {`Calls are kept for ${activity.data.retentionDays} days, then deleted.`}
          </Typography.Paragraph>
        </>
      )}
    </Flex>
  );
}
