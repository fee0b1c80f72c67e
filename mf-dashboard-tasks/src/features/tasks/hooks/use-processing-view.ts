import { useCallback, useEffect } from 'react';
import type { Task } from '@navia/contracts';
import type { ProcessingView } from '../components/task-action-button';
import { hasContent } from '../model/task-actions';
import { clearProcessing, useProcessingTaskStore } from '../stores/processing-task-store';

/**
 * Which task is processing, for the Start buttons of task cards on the tasks page and the dashboard (a record whose task has since got content or been completed is finished and cleared; one for a task not in this
 * list blocks nothing here, and starting asks whether to clear it).
 */
export function useProcessingView(tasksById: ReadonlyMap<string, Task>): (task: Task) => ProcessingView {
  const record = useProcessingTaskStore((s) => s.record);
  const running = record ? tasksById.get(record.taskId) : undefined;
  const finished = running !== undefined && (hasContent(running) || running.status === 'completed');
  useEffect(() => {
    if (finished) clearProcessing();
  }, [finished]);
  const blockingId = running && !finished ? running.id : null;
  return useCallback((task: Task) => (blockingId === null ? 'idle' : blockingId === task.id ? 'active' : 'waiting'), [blockingId]);
}
