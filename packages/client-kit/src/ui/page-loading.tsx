import { Flex, Spin, Typography } from 'antd';

/** The 'Loading...' state for lazily loaded screens and remotes; announced to screen readers as a status. */
export function PageLoading({ text = 'Loading...' }: { text?: string }) {
  return (
    <Flex role="status" aria-live="polite" align="center" justify="center" gap={12} style={{ minHeight: 240 }}>
      <Spin />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Flex>
  );
}
