import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** A small caption over its value ('Duration' / '30 days'), as cards and panels show their figures. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={0} style={{ minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <Typography.Text strong>{children}</Typography.Text>
    </Flex>
  );
}
