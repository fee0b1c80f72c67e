import { create } from 'zustand';
import { ALL_TASKS_FILTER } from '../model/task-filters';

/** spec part 1 §3 "Browser storage entries": the tasks filter and the show-completed flag. */
export const TASKS_FILTER_KEY = 'navia.tasksFilter';
export const SHOW_COMPLETED_KEY = 'navia.tasksShowCompleted';

export interface TasksView {
  filter: string;
  /** spec part 1 §2: on by default. */
  showCompleted: boolean;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Without storage the choice still holds for this visit.
  }
}

export function readStoredTasksView(): TasksView {
  return { filter: read(TASKS_FILTER_KEY) || ALL_TASKS_FILTER, showCompleted: read(SHOW_COMPLETED_KEY) !== 'false' };
}

export const useTasksViewStore = create<TasksView>()(() => readStoredTasksView());

export function setTasksFilter(filter: string): void {
  write(TASKS_FILTER_KEY, filter);
  useTasksViewStore.setState({ filter });
}

export function setShowCompleted(showCompleted: boolean): void {
  write(SHOW_COMPLETED_KEY, String(showCompleted));
  useTasksViewStore.setState({ showCompleted });
}
