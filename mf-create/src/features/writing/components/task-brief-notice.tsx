import { Alert, Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Task } from '@navia/contracts';
import { OUTSIDE_NAVIA_TEXT } from '@navia/client-kit';

/**
 * The workspace opened for a task Navia does not execute and that is not a piece of writing (an offer to set up, a
 * visit...): its brief and how to complete it, instead of an unexplained empty document.
 */
export function TaskBriefNotice({ task, onClose }: { task: Task; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Alert
      type="info"
      showIcon
      title={task.title}
      description={
        <Flex vertical gap={8} align="flex-start">
          {task.description && <Typography.Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{task.description}</Typography.Text>}
          <Typography.Text strong>{OUTSIDE_NAVIA_TEXT}</Typography.Text>
          <Flex gap={8} wrap>
            {/* The tasks page is where a task is marked complete (spec part 1 §2). */}
            <Button size="small" type="primary" onClick={() => navigate('/tasks')}>
              Back to Tasks
            </Button>
            <Button size="small" onClick={onClose}>
              Close
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
}
