import { Flex, Typography } from 'antd';

/** spec part 2: the writing workspace (task execution view, files, versions) comes with the create issue. */
export function WritingPage() {
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Writing
      </Typography.Title>
    </Flex>
  );
}
