import { Flex, Spin, Typography } from 'antd';
import { useRotatingMessage } from '../hooks/use-rotating-message';

/** spec part 2 §4: the generating state's message, moving on every 3 s; announced politely to screen readers. */
export function GeneratingStatus() {
  const message = useRotatingMessage(true);
  return (
    <Flex role="status" aria-live="polite" align="center" gap={12} style={{ padding: '12px 16px', background: 'rgba(22,119,255,0.06)', borderRadius: 8 }}>
      <Spin size="small" />
      <Typography.Text>{message}</Typography.Text>
    </Flex>
  );
}
