import { Button, Empty, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';

/** spec part 1 §2: the page without any task. */
export function NoTasksFound({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  const navigate = useNavigate();
  return (
    <Empty description="No tasks found">
      <Flex gap={8} justify="center" wrap>
        <Button onClick={onRefresh} loading={refreshing}>
          Refresh Tasks
        </Button>
        <Button type="primary" onClick={() => navigate('/strategies')}>
          Launch a Strategy
        </Button>
      </Flex>
    </Empty>
  );
}

/** spec part 1 §2: tasks exist but the chip (or hiding completed ones) leaves none. */
export function NoMatchingTasks() {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tasks match the current filter" />;
}
