import { Alert, App, Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage } from '@navia/client-kit';
import { PLANS, type ApiTokenSummary } from '@navia/contracts';
import { useApiTokens, useRevokeApiToken } from '../hooks/use-api-tokens';
import { NewTokenForm } from './new-token-form';

const when = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

function TokenItem({ token }: { token: ApiTokenSummary }) {
  const { modal } = App.useApp();
  const revoke = useRevokeApiToken();
  const confirm = () =>
    modal.confirm({
      title: `Revoke "${token.name}"?`,
      content: 'Anything using this token stops working at once.',
      okText: 'Revoke',
      okButtonProps: { danger: true },
      onOk: () => revoke.mutateAsync(token.id),
    });
  return (
    <li style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', alignItems: 'flex-start', padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Typography.Text strong>{token.name}</Typography.Text>
        <Flex gap={4} wrap>
          {token.scopes.map((scope) => (
            <Tag key={scope}>{scope}</Tag>
          ))}
          <Typography.Text code>{token.hint}</Typography.Text>
        </Flex>
        <Typography.Text type="secondary">
          Created {when(token.createdAt)} · {token.lastUsedAt ? `Last used ${when(token.lastUsedAt)}` : 'Never used'}
        </Typography.Text>
      </Flex>
      <Button danger onClick={confirm} loading={revoke.isPending} aria-label={`Revoke ${token.name}`}>
        Revoke
      </Button>
    </li>
  );
}

/**
 * Settings → API tokens (issue 19 item 4): make a token for an integration, see when each was last used, revoke.
 * Below Grow the list stays (a downgraded user can still revoke) and the form gives way to the plan that unlocks it.
 */
export function ApiTokensPage() {
  const tokens = useApiTokens();
  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }}>
      <div>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          API tokens
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          A token lets another app use Navia as you: send it as <Typography.Text code>Authorization: Bearer &lt;token&gt;</Typography.Text>.
          The <a href="/api/docs" style={{ textDecoration: 'underline' }}>API reference</a> lists every call.
        </Typography.Paragraph>
      </div>
      {tokens.isLoading && <Skeleton active aria-label="Loading API tokens" />}
      {tokens.error && (
        <Alert type="error" showIcon role="alert" title={errorMessage(tokens.error)} action={<Button onClick={() => void tokens.refetch()}>Try again</Button>} />
      )}
      {tokens.data && (
        <>
          <Card title="New token">
            {tokens.data.canCreate ? (
              <NewTokenForm />
            ) : (
              <Alert
                type="info"
                showIcon
                title={`API access comes with the ${tokens.data.requiredPlan ? PLANS[tokens.data.requiredPlan].name : 'higher'} plan and above`}
                action={<Link to="/pricing">See plans</Link>}
              />
            )}
          </Card>
          <Card title="Your tokens">
            {tokens.data.tokens.length === 0 ? (
              <Empty description="No API tokens yet" />
            ) : (
              <ul aria-label="Your API tokens" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {tokens.data.tokens.map((token) => (
                  <TokenItem key={token.id} token={token} />
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </Flex>
  );
}
