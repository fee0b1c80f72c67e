import { Flex, Typography } from 'antd';
import { PageLoading, useAuthStore } from '@navia/client-kit';
import { WritingWorkspace } from './writing-workspace';

export const SIGNED_OUT_TEXT = 'Please sign in to access the content creation tools.';

/** spec part 2 §2.8 (/create/writing; /create opens it too). */
export function WritingPage({ basePath = '/create' }: { basePath?: string }) {
  const status = useAuthStore((s) => s.status);
  return (
    <Flex vertical gap={12} style={{ minWidth: 0 }}>
      <Typography.Title level={1} style={{ marginTop: 0, marginBottom: 0, fontSize: 28 }}>
        Writing
      </Typography.Title>
      {status === 'loading' && <PageLoading />}
      {status === 'signedOut' && <Typography.Paragraph>{SIGNED_OUT_TEXT}</Typography.Paragraph>}
      {status === 'signedIn' && <WritingWorkspace basePath={basePath} />}
    </Flex>
  );
}
