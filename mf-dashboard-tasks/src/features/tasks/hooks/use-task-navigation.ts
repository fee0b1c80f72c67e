import { useCallback } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { TaskListItem } from '@navia/contracts';
import { track } from '@navia/client-kit';
import { executesOnStart, startTaskPath, viewContentPath } from '../model/task-actions';
import { clearProcessing, startProcessing, syncProcessing } from '../stores/processing-task-store';

/** spec part 1 §8: the stuck-processing confirm. */
export const STUCK_PROCESSING_CONFIRM =
  'Another task is currently processing. This might be a stuck state. Would you like to clear it and try again?';

/** spec part 1 §4: every start is tracked, also of a task Navia does not execute. */
export function trackTaskStarted(task: TaskListItem): void {
  track('task_started', { task_id: task.id, strategy_id: task.strategyId });
}

/**
 * Start Task and View Content (spec part 1 §4 "Task processing"). Every start is tracked (task_started). An AI-writer
 * task with a format records itself as processing and opens the execute view; any other task opens the writing
 * workspace for that task without running anything (the task card shows such a task's brief first).
 */
export function useTaskNavigation() {
  const navigate = useNavigate();
  const { modal } = App.useApp();

  const start = useCallback(
    async (task: TaskListItem) => {
      // Storage, not the rendered state: another tab may have started a task since this page last looked.
      const other = syncProcessing();
      if (other && other.taskId !== task.id) {
        const retry = await modal.confirm({
          title: 'Task already processing',
          content: STUCK_PROCESSING_CONFIRM,
          okText: 'Clear and retry',
          cancelText: 'Cancel',
        });
        if (!retry) return;
        clearProcessing();
      }
      trackTaskStarted(task);
      if (executesOnStart(task)) startProcessing(task.id);
      navigate(startTaskPath(task));
    },
    [modal, navigate],
  );

  const viewContent = useCallback((task: TaskListItem) => navigate(viewContentPath(task)), [navigate]);

  return { start, viewContent };
}
