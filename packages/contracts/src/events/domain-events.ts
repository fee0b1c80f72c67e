import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

/**
 * Domain events between services (ARCHITECTURE.md "Rules": reactions go through events on a queue). Each is a job
 * target: the producer enqueues it by queue and name with ids only; the consumer owns the job that performs it and
 * must be idempotent, because a queue delivers at least once.
 */
const uuid = lazySchema(() => z.string().uuid());

/**
 * Tasks → strategies: a task's status changed (completed, reopened). Strategies recounts the strategy's task
 * progress and its task key results from the tasks service, so handling it twice, or out of order, changes nothing.
 */
export const TaskStatusChangedEvent = lazySchema(() => z.object({ userId: uuid, strategyId: uuid, taskId: uuid }));
export type TaskStatusChangedEvent = z.infer<typeof TaskStatusChangedEvent>;

export const TASK_STATUS_CHANGED = {
  queue: 'strategies.events',
  name: 'task-status-changed',
  schema: TaskStatusChangedEvent,
  retry: { attempts: 8, backoffMs: 1000 },
} as const;

/**
 * Content → tasks: a task's execution run changed (docs/architecture.md "Task execution"). The run is the content
 * service's record; this is how the tasks service keeps the task's copy (`processingStatus`, `outputFileId`) in step,
 * and the only way: every change travels through the content service's outbox, recorded with the change itself.
 *  - `started`: a run was queued (the task shows 'processing');
 *  - `completed`: links the generated file (outputFileId) and clears the processing status;
 *  - `failed`: a job that can never succeed, or out of retries: records the reason on the task.
 * Events carry the run's number, and the tasks service applies none older than what it has (a `started` delivered
 * after its run's `completed` changes nothing). Setting rather than toggling makes a redelivery harmless, and a late
 * `failed` never unlinks a file.
 */
const run = lazySchema(() => z.number().int().min(1));
export const TaskExecutionChangedEvent = lazySchema(() => z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('started'), userId: uuid, taskId: uuid, run }),
  z.object({ outcome: z.literal('completed'), userId: uuid, taskId: uuid, run, fileId: uuid }),
  z.object({ outcome: z.literal('failed'), userId: uuid, taskId: uuid, run, reason: z.string().min(1).max(300) }),
]));
export type TaskExecutionChangedEvent = z.infer<typeof TaskExecutionChangedEvent>;

export const TASK_EXECUTION_CHANGED = {
  queue: 'tasks.events',
  name: 'task-execution-changed',
  schema: TaskExecutionChangedEvent,
  retry: { attempts: 8, backoffMs: 1000 },
} as const;

/** One job id per run and change, so the same change recorded twice is one job. */
export function taskExecutionChangedJobId(event: Pick<TaskExecutionChangedEvent, 'outcome' | 'taskId' | 'run'>): string {
  return `task-${event.outcome}-${event.taskId}-r${event.run}`;
}
