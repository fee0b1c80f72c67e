import { z } from 'zod';
import { CalendarDay } from '../common/primitives';
import { ActionType, TaskType } from '../strategies/strategy-template.schema';

/** A task as the tasks screens read it (spec part 1 §3 "Task"). */
export const TASK_STATUSES = ['pending', 'completed', 'overdue', 'processing'] as const;
export const TaskStatus = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof TaskStatus>;

/** spec part 1 §4: undated tasks are bucketed by their timeframe. */
export const TASK_TIMEFRAMES = ['today', 'tomorrow', 'this_week'] as const;
export const TaskTimeframe = z.enum(TASK_TIMEFRAMES);
export type TaskTimeframe = z.infer<typeof TaskTimeframe>;

/** A calendar day, `YYYY-MM-DD`. */
export const TaskDate = CalendarDay;

export const Task = z.object({
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
  /** 'processing' while the AI writer executes it, 'failed' when that could not succeed, else null. */
  processingStatus: z.string().nullable(),
  /** Why the last execution failed (processingStatus 'failed'); absent from older answers. */
  processingError: z.string().nullable().optional(),
  tags: z.array(z.string()),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof Task>;

export const TasksResponse = z.object({ tasks: z.array(Task) });
export type TasksResponse = z.infer<typeof TasksResponse>;

export const TasksQuery = z.object({ brandId: z.string().uuid('Must be a brand id').optional() });
export type TasksQuery = z.infer<typeof TasksQuery>;

export const TaskIdParams = z.object({ id: z.string().uuid('Must be a task id') });
export type TaskIdParams = z.infer<typeof TaskIdParams>;

/** spec part 1 §4: status toggles between pending and completed. */
export const UpdateTaskStatusBody = z.object({ status: z.enum(['pending', 'completed']) });
export type UpdateTaskStatusBody = z.infer<typeof UpdateTaskStatusBody>;

/** The 409 error id of a toggle refused because the prerequisite task is not completed. */
export const TASK_LOCKED_ERROR = 'task_locked';
export const taskLockedMessage = (dependencyTitle: string) => `Complete "${dependencyTitle}" first`;

/** GET /api/tasks/by-tag/{tag}?strategyId= : the tasks carrying a tag (a task key result's progress, spec part 2 §5). */
export const TaskTagParams = z.object({ tag: z.string().trim().min(1, 'tag: Give a tag').max(60, 'tag: At most 60 characters') });
export type TaskTagParams = z.infer<typeof TaskTagParams>;
export const TasksByTagQuery = z.object({ strategyId: z.string().uuid('Must be a strategy id').optional() });
export type TasksByTagQuery = z.infer<typeof TasksByTagQuery>;
