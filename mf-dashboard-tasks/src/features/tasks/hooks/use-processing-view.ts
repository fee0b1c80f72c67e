import { useCallback, useEffect, useState } from 'react';
import type { TaskListItem } from '@navia/contracts';
import type { ProcessingView } from '../components/task-action-button';
import { PROCESSING_START_GRACE_MS, processingRun } from '../model/processing-run';
import { clearProcessing, useProcessingTaskStore } from '../stores/processing-task-store';

/**
 * Which task is processing, for the Start buttons of task cards on the tasks page and the dashboard. The record is
 * held against the server's view of its task (model/processing-run): a finished run, or one the server never
 * started, is cleared at once instead of blocking every Start button until it goes stale. A record for a task not in
 * this list blocks nothing here, and starting asks whether to clear it.
 */
export function useProcessingView(tasksById: ReadonlyMap<string, TaskListItem>): (task: TaskListItem) => ProcessingView {
  const record = useProcessingTaskStore((s) => s.record);
  const task = record ? tasksById.get(record.taskId) : undefined;
  // Re-rendered when the grace time of an unconfirmed run ends (nothing else may change by then).
  const [, setTick] = useState(0);
  const now = Date.now();
  const run = record ? processingRun(record, task, now) : 'unknown';
  const graceEndsIn = record && run === 'running' && !task?.processingStatus ? record.timestamp + PROCESSING_START_GRACE_MS + 1 - now : null;

  useEffect(() => {
    if (graceEndsIn === null) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.max(0, graceEndsIn));
    return () => clearTimeout(timer);
  }, [graceEndsIn]);

  useEffect(() => {
    if (run === 'finished' || run === 'abandoned') clearProcessing();
  }, [run]);

  const blockingId = run === 'running' && task ? task.id : null;
  return useCallback((t: TaskListItem) => (blockingId === null ? 'idle' : blockingId === t.id ? 'active' : 'waiting'), [blockingId]);
}
