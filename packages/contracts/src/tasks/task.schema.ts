import { z } from 'zod';
import { CalendarDay } from '../common/primitives';
import { ActionType, TaskType } from '../strategies/strategy-template.schema';
import { lazySchema } from '../common/lazy-schema';

/** A task as the tasks screens read it (spec part 1 §3 "Task"). */
export const TASK_STATUSES = ['pending', 'completed', 'overdue', 'processing'] as const;
/** A task's `processingStatus` values (its execution run's state as the tasks list shows it; null when none). */
export const TASK_PROCESSING_STATUSES = ['processing', 'failed'] as const;
export type TaskProcessingStatus = (typeof TASK_PROCESSING_STATUSES)[number];
export const TaskStatus = lazySchema(() => z.enum(TASK_STATUSES));
export type TaskStatus = z.infer<typeof TaskStatus>;

/** spec part 1 §4: undated tasks are bucketed by their timeframe. */
export const TASK_TIMEFRAMES = ['today', 'tomorrow', 'this_week'] as const;
export const TaskTimeframe = lazySchema(() => z.enum(TASK_TIMEFRAMES));
export type TaskTimeframe = z.infer<typeof TaskTimeframe>;

/** A calendar day, `YYYY-MM-DD`. */
export const TaskDate = CalendarDay;

export const Task = lazySchema(() => z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  status: TaskStatus,
  dueDate: TaskDate.nullable(),
  timeframe: TaskTimeframe.nullable(),
  /** The strategy's name. */
  strategy: z.string(),
  strategyId: z.string().uuid(),
  taskType: TaskType,
  actionType: ActionType,
  formatId: z.string().nullable(),
  /** A task that must be completed before this one can be toggled (spec part 1 §4 "locks"). */
  dependencyId: z.string().uuid().nullable(),
  outputFileId: z.string().nullable(),
  generatedContent: z.string().nullable(),
  finalContent: z.string().nullable(),
  /**
   * 'processing' while the AI writer's run is queued or running, 'failed' when it could not succeed, else null. A
   * copy kept in step with the content service's execution run (GET /api/tasks/{id}/execution), which is the truth.
   */
  processingStatus: z.enum(TASK_PROCESSING_STATUSES).nullable(),
  /** Why the last execution failed (processingStatus 'failed'); absent from older answers. */
  processingError: z.string().nullable().optional(),
  tags: z.array(z.string()),
  updatedAt: z.string(),
}));
export type Task = z.infer<typeof Task>;

export const TasksResponse = lazySchema(() => z.object({ tasks: z.array(Task) }));
export type TasksResponse = z.infer<typeof TasksResponse>;

/** The lean, paged view of GET /api/tasks (`?view=list`): what the tasks page reads for its first screen. */
export const TASKS_LIST_VIEW = 'list';
/** spec part 1 §9: the tasks page cuts a description at 120 characters, so the list view sends no more than that. */
export const TASK_DESCRIPTION_PREVIEW = 120;
export const TASKS_PAGE_DEFAULT = 50;
export const TASKS_PAGE_MAX = 200;

export const TasksQuery = lazySchema(() => z.object({
  brandId: z.string().uuid('Must be a brand id').optional(),
  /** Left out, the answer is the spec's full `{ tasks }`; 'list' answers a TaskListPage. */
  view: z.literal(TASKS_LIST_VIEW, { error: "Must be 'list'" }).optional(),
  /** Only with view=list: how many tasks to skip and send. */
  offset: z.coerce.number().int('Must be a whole number').min(0, 'Must be 0 or more').max(1_000_000, 'Too large').optional(),
  limit: z.coerce.number().int('Must be a whole number').min(1, 'Must be 1 or more').max(TASKS_PAGE_MAX, `At most ${TASKS_PAGE_MAX}`).optional(),
}));
export type TasksQuery = z.infer<typeof TasksQuery>;

/**
 * A task in the list view. Its description is cut at TASK_DESCRIPTION_PREVIEW characters (descriptionTruncated says
 * so; GET /api/tasks/{id} has the whole text), and the generated and final contents are replaced by hasContent. Both
 * flags are optional, so a full Task is a TaskListItem too: the tasks screens take either.
 */
export const TaskListItem = lazySchema(() => Task.extend({
  descriptionTruncated: z.boolean().optional(),
  generatedContent: z.string().nullable().optional(),
  finalContent: z.string().nullable().optional(),
  /** Whether the task has generated or final content or an output file (its button is View Content). */
  hasContent: z.boolean().optional(),
}));
export type TaskListItem = z.infer<typeof TaskListItem>;

/** A strategy and task type that occur among the user's tasks: the tasks page's filter chips before every page is in. */
export const TaskKind = lazySchema(() => Task.pick({ strategyId: true, strategy: true, taskType: true }));
export type TaskKind = z.infer<typeof TaskKind>;

/**
 * GET /api/tasks?view=list&offset=&limit=: one page of the tasks in due order, undated first (they belong to Today
 * and This Week, so the first pages hold the top of the tasks page).
 */
export const TaskListPage = lazySchema(() => z.object({
  tasks: z.array(TaskListItem),
  /** The offset of the next page; null on the last. */
  nextOffset: z.number().int().nonnegative().nullable(),
  /** Every strategy and task type among all the tasks, on the first page (offset 0) only. */
  kinds: z.array(TaskKind).optional(),
}));
export type TaskListPage = z.infer<typeof TaskListPage>;

export const TaskIdParams = lazySchema(() => z.object({ id: z.string().uuid('Must be a task id') }));
export type TaskIdParams = z.infer<typeof TaskIdParams>;

/** spec part 1 §4: status toggles between pending and completed. */
export const UpdateTaskStatusBody = lazySchema(() => z.object({ status: z.enum(['pending', 'completed']) }));
export type UpdateTaskStatusBody = z.infer<typeof UpdateTaskStatusBody>;

/** The 409 error id of a toggle refused because the prerequisite task is not completed. */
export const TASK_LOCKED_ERROR = 'task_locked';
export const taskLockedMessage = (dependencyTitle: string) => `Complete "${dependencyTitle}" first`;

/** GET /api/tasks/by-tag/{tag}?strategyId= : the tasks carrying a tag (a task key result's progress, spec part 2 §5). */
export const TaskTagParams = lazySchema(() => z.object({ tag: z.string().trim().min(1, 'tag: Give a tag').max(60, 'tag: At most 60 characters') }));
export type TaskTagParams = z.infer<typeof TaskTagParams>;
export const TasksByTagQuery = lazySchema(() => z.object({ strategyId: z.string().uuid('Must be a strategy id').optional() }));
export type TasksByTagQuery = z.infer<typeof TasksByTagQuery>;
