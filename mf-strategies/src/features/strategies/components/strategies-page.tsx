import { Flex, Typography } from 'antd';

/** spec part 2: the list, guide, templates and launch flow come with the strategies issue. */
export function StrategiesPage() {
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Strategies
      </Typography.Title>
    </Flex>
  );
}
