import { memo, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Checkbox, Flex, Spin, Tag, Typography } from 'antd';
import { taskLockedMessage, type Task, type TaskListItem } from '@navia/contracts';
import { OnFirstOpen } from '@navia/client-kit';
import { useUpdateTaskStatus } from '../api/update-task-status';
import { useCompletionFocus } from '../hooks/use-completion-focus';
import { trackTaskStarted } from '../hooks/use-task-navigation';
import { executesOnStart, startTaskPath, taskAction } from '../model/task-actions';
import { downloadTaskIcs } from '../model/task-ics';
import { TaskActionButton, type ProcessingView } from './task-action-button';
import { TaskBriefDialog } from './task-brief-dialog';
import { TaskDateChip } from './task-date-chip';
import { TaskDescription } from './task-description';
import { TaskIcon } from './task-icons';

export interface TaskCardProps {
  task: TaskListItem;
  today: string;
  /** The open prerequisite that locks this task, or null (spec part 1 §4 "Task status and locks"). */
  prerequisite: TaskListItem | null;
  processing: ProcessingView;
  onCompleted: (task: Task) => void;
  onStart: (task: TaskListItem) => void;
  onView: (task: TaskListItem) => void;
}

function UpdatingOverlay() {
  return (
    <Flex
      role="status"
      align="center"
      justify="center"
      gap={8}
      style={{ position: 'absolute', inset: 0, zIndex: 1, borderRadius: 8, background: 'rgba(255, 255, 255, 0.88)' }}
    >
      <Spin size="small" />
      <Typography.Text>Updating...</Typography.Text>
    </Flex>
  );
}

/**
 * spec part 1 §2 "Task card": completion checkbox, date chip, title, strategy name, description, the lock and the
 * action button. A toggle is ignored while the task is locked or its status call is running (spec part 1 §5).
 * Memoised: a big account's list grows page by page, and the cards already shown need not render again.
 */
export const TaskCard = memo(function TaskCard({ task, today, prerequisite, processing, onCompleted, onStart, onView }: TaskCardProps) {
  const titleId = useId();
  const lockId = useId();
  const { mutate, isPending: updating } = useUpdateTaskStatus({ onCompleted });
  const completed = task.status === 'completed';
  const locked = prerequisite !== null;
  const cardRef = useCompletionFocus<HTMLElement>();

  const navigate = useNavigate();
  const [briefOpen, setBriefOpen] = useState(false);

  const toggle = () => {
    if (locked || updating) return;
    mutate({ taskId: task.id, status: completed ? 'pending' : 'completed', title: task.title });
  };

  // A task Navia does not execute shows its brief and how to complete it, instead of opening an empty editor.
  const start = () => {
    if (executesOnStart(task)) {
      onStart(task);
      return;
    }
    trackTaskStarted(task);
    setBriefOpen(true);
  };
  const completeFromBrief = () => {
    if (updating) return;
    mutate({ taskId: task.id, status: 'completed', title: task.title }, { onSuccess: () => setBriefOpen(false) });
  };

  return (
    <article ref={cardRef} data-task-id={task.id} aria-labelledby={titleId} aria-busy={updating} style={{ position: 'relative', minWidth: 0 }}>
      <Card size="small" styles={{ body: { display: 'flex', flexDirection: 'column', gap: 6 } }}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Checkbox
            checked={completed}
            disabled={locked}
            onChange={toggle}
            aria-describedby={locked ? `${titleId} ${lockId}` : titleId}
          >
            {completed ? 'Complete' : 'Mark Complete'}
          </Checkbox>
          <Flex gap={6} wrap align="center">
            {locked && (
              <Tag icon={<TaskIcon kind="lock" style={{ marginInlineEnd: 4 }} />} style={{ marginInlineEnd: 0 }}>
                Locked
              </Tag>
            )}
            <TaskDateChip task={task} today={today} />
          </Flex>
        </Flex>
        <Typography.Title
          level={3}
          id={titleId}
          type={completed ? 'secondary' : undefined}
          style={{ fontSize: 16, margin: 0, overflowWrap: 'anywhere' }}
        >
          {task.title}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {task.strategy}
        </Typography.Text>
        <TaskDescription task={task} />
        {prerequisite && (
          <Typography.Text id={lockId} strong>
            {taskLockedMessage(prerequisite.title)}
          </Typography.Text>
        )}
        <Flex wrap gap={8}>
          <TaskActionButton
            action={taskAction(task, locked)}
            processing={processing}
            title={task.title}
            onStart={start}
            onView={() => onView(task)}
          />
          {/* Issue 17: a single-event .ics of an open dated task. */}
          {!completed && task.dueDate && (
            <Button type="link" onClick={() => downloadTaskIcs(task)} aria-label={`Add to calendar: ${task.title}`} style={{ paddingInline: 4 }}>
              Add to calendar
            </Button>
          )}
        </Flex>
      </Card>
      {updating && <UpdatingOverlay />}
      {/* Rendered from its first opening on (then kept, so its closing animation runs): a list shows many cards, and
          each closed dialog (antd's Modal and the full task's query) was built on every page's start (issue 16). */}
      <OnFirstOpen open={briefOpen}>
        <TaskBriefDialog
          task={task}
          open={briefOpen}
          completing={updating}
          onComplete={completeFromBrief}
          onWrite={() => navigate(startTaskPath(task))}
          onClose={() => setBriefOpen(false)}
        />
      </OnFirstOpen>
    </article>
  );
});
