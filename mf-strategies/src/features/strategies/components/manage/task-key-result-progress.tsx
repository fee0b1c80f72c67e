import { Flex, Progress, Typography } from 'antd';
import { keyResultTag, taskProgressPercent, type KeyResult } from '@navia/contracts';
import { useTasksByTag } from '../../api/get-tasks-by-tag';

/** spec part 2 §5: a task key result's progress, x/y tasks with its tag in this strategy. */
export function TaskKeyResultProgress({ keyResult, strategyId }: { keyResult: KeyResult; strategyId: string }) {
  const { data, isPending, isError } = useTasksByTag(keyResultTag(keyResult.targetCalculation), strategyId);
  if (isPending) return <Typography.Text type="secondary">Loading tasks...</Typography.Text>;
  if (isError || !data) return <Typography.Text type="secondary">Task progress is unavailable right now.</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      <Typography.Text type="secondary">{`${data.completed}/${data.total} tasks`}</Typography.Text>
      <Progress percent={taskProgressPercent(data.completed, data.total)} size="small" aria-label={`${keyResult.description} progress`} />
    </Flex>
  );
}
