import type { TaskListItem } from '@navia/contracts';
import { executesOnStart } from '@navia/client-kit';

/** spec part 1 §4 "Task processing": the task button. */
export type TaskAction = 'locked' | 'view' | 'start' | 'none';

/** The list view says so itself (it sends no contents); a full task has them. */
export const hasContent = (task: TaskListItem) => task.hasContent ?? Boolean(task.generatedContent || task.finalContent || task.outputFileId);

/**
 * spec part 1 §4: a task whose prerequisite is not completed is locked. The prerequisite is looked up among the
 * loaded tasks; one that is not there (removed with its strategy) locks nothing, as on the server.
 */
export function prerequisiteOf(task: TaskListItem, tasksById: ReadonlyMap<string, TaskListItem>): TaskListItem | null {
  if (!task.dependencyId) return null;
  const prerequisite = tasksById.get(task.dependencyId);
  return prerequisite && prerequisite.status !== 'completed' ? prerequisite : null;
}

/** Locked: 'Complete previous tasks'; with content: 'View Content'; completed without content: none; else 'Start Task'. */
export function taskAction(task: TaskListItem, locked: boolean): TaskAction {
  if (locked) return 'locked';
  if (hasContent(task)) return 'view';
  if (task.status === 'completed') return 'none';
  return 'start';
}

/** spec part 1 §4: only AI-writer tasks with a format run on start (one rule, shared with the create remote). */
export { executesOnStart } from '@navia/client-kit';

/** spec part 1 §2 "Query forms used for navigation". */
export function startTaskPath(task: TaskListItem): string {
  const taskId = encodeURIComponent(task.id);
  return executesOnStart(task) ? `/create?taskId=${taskId}&executing=true` : `/create?taskId=${taskId}`;
}

export function viewContentPath(task: TaskListItem): string {
  return task.outputFileId
    ? `/create/writing?fileId=${encodeURIComponent(task.outputFileId)}`
    : `/create?taskId=${encodeURIComponent(task.id)}`;
}

