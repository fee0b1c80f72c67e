import type { DragEvent } from 'react';
import type { Task } from '@navia/contracts';
import { TaskIcon } from '../../tasks/components/task-icons';

export const TASK_DRAG_TYPE = 'application/x-navia-task';

interface TaskChipProps {
  task: Task;
  colour: string;
  locked: boolean;
  onOpen: (task: Task) => void;
}

/**
 * A task on the calendar: its strategy's colour as a bar, its title, "Locked" as the tasks page marks it, struck
 * through when completed. A button (Enter opens its actions and the date picker); open tasks can also be dragged to
 * another day.
 */
export function TaskChip({ task, colour, locked, onOpen }: TaskChipProps) {
  const completed = task.status === 'completed';
  const onDragStart = (e: DragEvent<HTMLButtonElement>) => {
    e.dataTransfer.setData(TASK_DRAG_TYPE, task.id);
    e.dataTransfer.effectAllowed = 'move';
  };
  const state = [locked ? 'locked' : null, completed ? 'completed' : null].filter(Boolean).join(', ');
  return (
    <button
      type="button"
      draggable={!completed}
      onDragStart={completed ? undefined : onDragStart}
      onClick={() => onOpen(task)}
      aria-label={`${task.title}, ${task.strategy}${state ? `, ${state}` : ''}`}
      title={`${task.title} (${task.strategy})`}
      style={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        border: '1px solid rgba(0, 0, 0, 0.15)',
        borderLeft: `4px solid ${colour}`,
        borderRadius: 4,
        background: '#fff',
        padding: '2px 6px',
        minHeight: 24,
        font: 'inherit',
        fontSize: 12,
        lineHeight: 1.4,
        cursor: 'pointer',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        color: completed ? 'rgba(0, 0, 0, 0.6)' : 'rgba(0, 0, 0, 0.88)',
        textDecoration: completed ? 'line-through' : 'none',
      }}
    >
      {locked && <TaskIcon kind="lock" style={{ marginInlineEnd: 4 }} />}
      {task.title}
    </button>
  );
}
