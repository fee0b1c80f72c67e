import type { Task } from '@navia/contracts';

/**
 * A task Navia does not execute (spec part 1 §4: only AI-writer tasks with a format run) shows its brief with this
 * instead of an empty editor: on the task card's Start (tasks remote) and when the writing workspace is opened for it
 * (create remote). One text for both.
 */
export const OUTSIDE_NAVIA_TEXT = 'This task is done outside Navia: do it, then mark it complete.';

/** Task types whose result is a piece of writing the workspace can hold (the others are offers, setups, visits...). */
const WRITING_TASK_TYPES: ReadonlySet<Task['taskType']> = new Set(['social_post', 'blog_post', 'email']);

export const isWritingTask = (task: Pick<Task, 'taskType'>) => WRITING_TASK_TYPES.has(task.taskType);

/** spec part 1 §4: whether Start runs the AI writer on the task. */
export const executesOnStart = (task: Pick<Task, 'actionType' | 'formatId'>) => task.actionType === 'ai_writer' && Boolean(task.formatId);
