import { Flex, Typography } from 'antd';
import type { Objective } from '@navia/contracts';
import { StateMessage } from '../shared/state-message';
import { ChangeKeyResultEditor } from './change-key-result-editor';
import { TaskKeyResultProgress } from './task-key-result-progress';

/** spec part 2 §2.5: each objective with its key results, or the no-objectives state. */
export function ManageObjectives({ objectives, strategyId }: { objectives: Objective[]; strategyId: string }) {
  if (objectives.length === 0) return <StateMessage title="No objectives found" description="This strategy doesn't have any objectives yet" />;
  return (
    <ol style={{ paddingInlineStart: 20, margin: 0, display: 'flex', flexDirection: 'column', gap: 16 }}>
      {objectives.map((objective) => (
        <li key={objective.id}>
          <Flex vertical gap={8}>
            <Typography.Title level={4} style={{ fontSize: 16, margin: 0 }}>
              {objective.title}
            </Typography.Title>
            {objective.description && <Typography.Text type="secondary">{objective.description}</Typography.Text>}
            <ul style={{ paddingInlineStart: 18, margin: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
              {objective.keyResults.map((keyResult) => (
                <li key={keyResult.id}>
                  <Flex vertical gap={4}>
                    <Typography.Text strong>{keyResult.description}</Typography.Text>
                    {keyResult.targetType === 'task' && <TaskKeyResultProgress keyResult={keyResult} strategyId={strategyId} />}
                    {keyResult.targetType === 'change' && <ChangeKeyResultEditor keyResult={keyResult} />}
                    {keyResult.targetType === 'other' && (
                      <Typography.Text type="secondary">{`Target: ${keyResult.targetValue} ${keyResult.unit}`}</Typography.Text>
                    )}
                  </Flex>
                </li>
              ))}
            </ul>
          </Flex>
        </li>
      ))}
    </ol>
  );
}
