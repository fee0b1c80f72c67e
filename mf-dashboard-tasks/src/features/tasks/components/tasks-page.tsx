import { Flex, Typography } from 'antd';

/** spec part 1 §2 "Tasks page": filter chips and the Today / This Week / Future sections come with the tasks issue. */
export function TasksPage() {
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Tasks
      </Typography.Title>
    </Flex>
  );
}
