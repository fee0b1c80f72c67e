import { createTasks } from './20261121234000_create-tasks';
import { createNewsItems } from './20261123100000_create-news-items';
import { seedWelcomeNews } from './20261123100100_seed-welcome-news';
import { createNewsReads } from './20261123100200_create-news-reads';
import { addTasksCompletedAt } from './20261123100300_add-tasks-completed-at';
import { addTasksSequence } from './20261123200000_add-tasks-sequence';
import { addTasksProcessingError } from './20261124100000_add-tasks-processing-error';
import { addTasksListOrderIndex } from './20261125190000_add-tasks-list-order-index';
import { constrainTasksProcessing } from './20261125230000_constrain-tasks-processing';
import { createTaskKinds } from './20261126150000_create-task-kinds';
import { addTasksScheduleSequence } from './20261127100000_add-tasks-schedule-sequence';
import { createCalendarFeeds } from './20261127100100_create-calendar-feeds';

export const migrations = [createTasks, createNewsItems, seedWelcomeNews, createNewsReads, addTasksCompletedAt, addTasksSequence, addTasksProcessingError, addTasksListOrderIndex, constrainTasksProcessing, createTaskKinds, addTasksScheduleSequence, createCalendarFeeds];
