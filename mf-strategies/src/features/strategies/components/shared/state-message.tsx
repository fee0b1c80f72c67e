import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

interface StateMessageProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** 'alert' for failures, so screen readers announce them; 'status' for empty states. */
  role?: 'alert' | 'status';
}

/** A centred title, text and optional button: the empty and failure states of the strategy screens. */
export function StateMessage({ title, description, action, role = 'status' }: StateMessageProps) {
  return (
    <Flex role={role} vertical align="center" gap={8} style={{ padding: '32px 16px', textAlign: 'center' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {description && <Typography.Text type="secondary">{description}</Typography.Text>}
      {action}
    </Flex>
  );
}
