import { Button, Flex, Modal, Typography } from 'antd';
import type { TaskListItem } from '@navia/contracts';
import { OUTSIDE_NAVIA_TEXT, isWritingTask } from '@navia/client-kit';
import { useFullTask } from '../api/get-task-pages';

export const WRITE_BY_HAND_TEXT = 'You can also write it yourself in the writing workspace.';

interface TaskBriefDialogProps {
  task: TaskListItem;
  open: boolean;
  /** The completion call is running. */
  completing: boolean;
  onComplete: () => void;
  onWrite: () => void;
  onClose: () => void;
}

/**
 * Start Task on a task Navia does not execute: instead of an empty editor, the task's brief (title, strategy,
 * description) and how to complete it, with Mark Complete, Back, and for a writing task a way into the workspace.
 */
export function TaskBriefDialog({ task, open, completing, onComplete, onWrite, onClose }: TaskBriefDialogProps) {
  const writable = isWritingTask(task);
  // The list view cut the description: the brief shows it whole once the full task is in.
  const full = useFullTask(task.id, open && Boolean(task.descriptionTruncated));
  const description = full.data?.description ?? task.description;
  return (
    <Modal
      open={open}
      title={task.title}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={onClose}>Back</Button>
          {writable && <Button onClick={onWrite}>Write it in Navia</Button>}
          <Button type="primary" onClick={onComplete} disabled={completing} aria-busy={completing || undefined}>
            {completing ? 'Completing...' : 'Mark Complete'}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{task.strategy}</Typography.Text>
        {description && <Typography.Paragraph style={{ marginBottom: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{description}</Typography.Paragraph>}
        <Typography.Paragraph strong style={{ marginBottom: 0 }}>
          {OUTSIDE_NAVIA_TEXT}
        </Typography.Paragraph>
        {writable && <Typography.Paragraph style={{ marginBottom: 0 }}>{WRITE_BY_HAND_TEXT}</Typography.Paragraph>}
      </Flex>
    </Modal>
  );
}
