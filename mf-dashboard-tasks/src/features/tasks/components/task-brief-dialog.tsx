import { Button, Flex, Modal, Typography } from 'antd';
import type { Task } from '@navia/contracts';

/** What a task Navia does not execute asks of the person (spec part 1 §4: only AI-writer tasks with a format run). */
export const OUTSIDE_NAVIA_TEXT = 'This task is done outside Navia: do it, then mark it complete here.';
export const WRITE_BY_HAND_TEXT = 'You can also write it yourself in the writing workspace.';

/** Task types whose result is a piece of writing the workspace can hold (the others are offers, setups, visits...). */
const WRITING_TYPES: ReadonlySet<Task['taskType']> = new Set(['social_post', 'blog_post', 'email']);

interface TaskBriefDialogProps {
  task: Task;
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
  const writable = WRITING_TYPES.has(task.taskType);
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
        {task.description && <Typography.Paragraph style={{ marginBottom: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{task.description}</Typography.Paragraph>}
        <Typography.Paragraph strong style={{ marginBottom: 0 }}>
          {OUTSIDE_NAVIA_TEXT}
        </Typography.Paragraph>
        {writable && <Typography.Paragraph style={{ marginBottom: 0 }}>{WRITE_BY_HAND_TEXT}</Typography.Paragraph>}
      </Flex>
    </Modal>
  );
}
