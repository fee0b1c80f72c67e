import { z } from 'zod';
import { TaskIdParams } from '../tasks/task.schema';
import { PlanKey } from '../plans';
import { lazySchema } from '../common/lazy-schema';

/**
 * POST /api/tasks/{id}/execute (spec part 1 §7 `{strategyId}`; answer read for `results` and `taskDetails.taskTitle`).
 * Queues the `content.task-execution` job that writes the task's draft into a new file. One execution per task at a
 * time: a second call while it runs (a double click) answers the same job; a call after it finished answers the file.
 */
export const ExecuteTaskParams = TaskIdParams;
export const ExecuteTaskBody = lazySchema(() => z.object({ strategyId: z.string().uuid('Must be a strategy id').optional() }).default({}));
export type ExecuteTaskBody = z.input<typeof ExecuteTaskBody>;

export const TASK_EXECUTION_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export const TaskExecutionStatus = lazySchema(() => z.enum(TASK_EXECUTION_STATUSES));
export type TaskExecutionStatus = z.infer<typeof TaskExecutionStatus>;

export const ExecuteTaskResponse = lazySchema(() => z.object({
  success: z.literal(true),
  results: z.object({
    jobId: z.string(),
    status: TaskExecutionStatus,
    /** The generated file once there is one (status completed). */
    fileId: z.string().uuid().nullable(),
    /** Why the last run failed (status failed), in words for the owner. */
    error: z.string().nullable(),
  }),
  taskDetails: z.object({
    taskId: z.string().uuid(),
    taskTitle: z.string(),
    strategyId: z.string().uuid(),
    formatId: z.string(),
    platformId: z.string(),
  }),
}));
export type ExecuteTaskResponse = z.infer<typeof ExecuteTaskResponse>;

/**
 * GET /api/tasks/{id}/execution: the task's latest execution run, the one record of it (docs/architecture.md "Task
 * execution"). The writing workspace polls it after POST /api/tasks/{id}/execute and loads `fileId` once the run is
 * completed. A task never executed, or another user's, answers 404.
 */
export const TaskExecutionParams = TaskIdParams;
export const TaskExecutionResponse = lazySchema(() => z.object({
  taskId: z.string().uuid(),
  /** Numbers the task's runs: a new one starts after a failure or when the run's file was deleted. */
  run: z.number().int().min(1),
  status: TaskExecutionStatus,
  /** The run's file (status completed), else null. */
  fileId: z.string().uuid().nullable(),
  /** Why the run failed (status failed), in words for the owner, else null. */
  error: z.string().nullable(),
  /** When this run was queued (ISO 8601). */
  startedAt: z.string(),
  /** When it completed or failed (ISO 8601), null while queued or running. */
  finishedAt: z.string().nullable(),
}));
export type TaskExecutionResponse = z.infer<typeof TaskExecutionResponse>;

/**
 * The job's payload: ids (ARCHITECTURE.md "Jobs"), plus the plan and time zone the call was accepted under, taken
 * from the caller's access token, so the job does not read the user again. The job re-reads the task itself: it may
 * have been deleted or changed since the call. Both are optional only for jobs queued before they were added.
 */
export const TaskExecutionJobData = lazySchema(() => z.object({
  userId: z.string().uuid(),
  taskId: z.string().uuid(),
  run: z.number().int().min(1),
  plan: PlanKey.optional(),
  timeZone: z.string().min(1).max(64).optional(),
}));
export type TaskExecutionJobData = z.infer<typeof TaskExecutionJobData>;

/** BullMQ job ids may not contain ':'; one id per task and run, so retries and double clicks add nothing. */
export function taskExecutionJobId(taskId: string, run: number): string {
  return `task-execution-${taskId}-r${run}`;
}
