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
