import { z } from 'zod';

/**
 * Domain events between services (ARCHITECTURE.md "Rules": reactions go through events on a queue). Each is a job
 * target: the producer enqueues it by queue and name with ids only; the consumer owns the job that performs it and
 * must be idempotent, because a queue delivers at least once.
 */
const uuid = z.string().uuid();

/**
 * Tasks → strategies: a task's status changed (completed, reopened). Strategies recounts the strategy's task
 * progress and its task key results from the tasks service, so handling it twice, or out of order, changes nothing.
 */
export const TaskStatusChangedEvent = z.object({ userId: uuid, strategyId: uuid, taskId: uuid });
export type TaskStatusChangedEvent = z.infer<typeof TaskStatusChangedEvent>;

export const TASK_STATUS_CHANGED = {
  queue: 'strategies.events',
  name: 'task-status-changed',
  schema: TaskStatusChangedEvent,
  retry: { attempts: 8, backoffMs: 1000 },
} as const;

/**
 * Content → tasks: a task's execution ended. `completed` links the generated file (outputFileId) and clears the
 * processing status; `failed` (a job that can never succeed, or out of retries) records the reason on the task.
 * Setting rather than toggling makes a redelivery harmless, and a late `failed` never unlinks a file.
 */
export const TaskExecutionFinishedEvent = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('completed'), userId: uuid, taskId: uuid, fileId: uuid }),
  z.object({ outcome: z.literal('failed'), userId: uuid, taskId: uuid, reason: z.string().min(1).max(300) }),
]);
export type TaskExecutionFinishedEvent = z.infer<typeof TaskExecutionFinishedEvent>;

export const TASK_EXECUTION_FINISHED = {
  queue: 'tasks.events',
  name: 'task-execution-finished',
  schema: TaskExecutionFinishedEvent,
  retry: { attempts: 8, backoffMs: 1000 },
} as const;
