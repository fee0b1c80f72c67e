import { countNoun, type Task } from '@navia/contracts';
import { groupIntoSections } from '../../tasks/model/task-sections';

/** spec part 1 §9: the dashboard shows 5 tasks. */
export const TODAYS_TASKS_LIMIT = 5;
export const NO_TASKS_TODAY = 'No tasks scheduled for today';
export const NO_TASKS_TODAY_HINT = 'Great job staying on top of things!';

/**
 * The open tasks due today or overdue, in the tasks page's Today order (overdue first, by day). Completed ones are
 * left out: once everything of the day is done the card says so ('Great job staying on top of things!').
 */
export function todaysTasks(tasks: readonly Task[], today: string): Task[] {
  return groupIntoSections(tasks, today, false).today;
}

/** spec part 1 §2 'View N more task(s)': 'View 1 more task', 'View 4 more tasks'. */
export const viewMoreLabel = (more: number) => `View ${countNoun(more, 'more task', 'more tasks')}`;
