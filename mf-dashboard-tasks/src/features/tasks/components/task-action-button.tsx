import { Button } from 'antd';
import type { TaskAction } from '../model/task-actions';

/** The card's processing view of a Start button (spec part 1 §4 "Task processing"). */
export type ProcessingView = 'idle' | 'active' | 'waiting';

interface TaskActionButtonProps {
  action: TaskAction;
  processing: ProcessingView;
  title: string;
  onStart: () => void;
  onView: () => void;
}

const START_LABELS: Record<ProcessingView, string> = { idle: 'Start Task', active: 'Processing...', waiting: 'Please wait...' };

/**
 * 'Complete previous tasks' (locked), 'View Content', 'Start Task' (or 'Processing...' / 'Please wait...' while a
 * task processes), or nothing for a completed task without content. The task title rides along in the accessible
 * name only, so a screen-reader list of buttons says which task each one is for.
 */
export function TaskActionButton({ action, processing, title, onStart, onView }: TaskActionButtonProps) {
  if (action === 'none') return null;
  if (action === 'locked') {
    return (
      <Button disabled aria-label={`Complete previous tasks: ${title}`}>
        Complete previous tasks
      </Button>
    );
  }
  if (action === 'view') {
    return (
      <Button onClick={onView} aria-label={`View Content: ${title}`}>
        View Content
      </Button>
    );
  }
  const label = START_LABELS[processing];
  return (
    // Only the active task's button is disabled (a second click would run it twice). 'Please wait...' stays
    // clickable: spec part 1 §4 offers the stuck-processing confirm on that click, which a disabled button never gets.
    <Button type="primary" disabled={processing === 'active'} onClick={onStart} aria-label={`${label}: ${title}`}>
      {label}
    </Button>
  );
}
