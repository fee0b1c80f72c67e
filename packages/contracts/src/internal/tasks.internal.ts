import { z } from 'zod';
import { ActionType, TaskType } from '../strategies/strategy-template.schema';
import { WritingFormatId } from '../content/writing-formats';
import { Task, TaskDate } from '../tasks/task.schema';
import { lazySchema } from '../common/lazy-schema';

/**
 * Service-to-service calls answered by tasks under `/internal/...` (never routed by the gateway); callers send the
 * service token. The strategies service creates a launched strategy's tasks in one call (dependencies stated by the
 * template's local keys, mapped here to the new ids) and removes them when the strategy goes.
 */
const taskKey = lazySchema(() => z.string().trim().min(1).max(120));

export const CreateTaskItem = lazySchema(() => z.object({
  key: taskKey,
  title: z.string().trim().min(1).max(200),
  description: z.string().max(5000),
  dueDate: TaskDate.nullable(),
  taskType: TaskType,
  actionType: ActionType,
  formatId: WritingFormatId.optional(),
  tags: z.array(z.string().trim().min(1).max(60)).max(20),
  /** Key of another task in the same call that must be completed first. */
  dependsOnKey: taskKey.optional(),
}));
export type CreateTaskItem = z.infer<typeof CreateTaskItem>;

export const CreateTasksBody = lazySchema(() => z.object({
  userId: z.string().uuid(),
  brandId: z.string().uuid(),
  strategyId: z.string().uuid(),
  strategyName: z.string().trim().min(1).max(200),
  tasks: z.array(CreateTaskItem).min(1).max(500),
  /** The caller's plan limits on tasks (-1 = unlimited); checked here, where the open tasks are counted. */
  limits: z.object({ maxPerStrategy: z.number().int().min(-1), maxActive: z.number().int().min(-1) }).optional(),
}));
export type CreateTasksBody = z.infer<typeof CreateTasksBody>;

export const CreateTasksResponse = lazySchema(() => z.object({ tasks: z.array(z.object({ key: z.string(), id: z.string().uuid() })) }));
export type CreateTasksResponse = z.infer<typeof CreateTasksResponse>;

export const DeleteStrategyTasksQuery = lazySchema(() => z.object({ onlyOpen: z.enum(['true', 'false']).optional() }));
export type DeleteStrategyTasksQuery = z.infer<typeof DeleteStrategyTasksQuery>;

export const DeleteStrategyTasksResponse = lazySchema(() => z.object({ deleted: z.number().int().min(0) }));
export type DeleteStrategyTasksResponse = z.infer<typeof DeleteStrategyTasksResponse>;

/** A strategy's task counts, overall and per tag: what the strategies service keeps its progress figures from. */
export const StrategyTaskProgressResponse = lazySchema(() => z.object({
  total: z.number().int().min(0),
  completed: z.number().int().min(0),
  tags: z.array(z.object({ tag: z.string(), total: z.number().int().min(0), completed: z.number().int().min(0) })),
}));
export type StrategyTaskProgressResponse = z.infer<typeof StrategyTaskProgressResponse>;

/** A task as another service reads it: the screens' Task plus whose it is and which brand. */
export const InternalTaskResponse = lazySchema(() => z.object({ task: Task, userId: z.string().uuid(), brandId: z.string().uuid() }));
export type InternalTaskResponse = z.infer<typeof InternalTaskResponse>;

export const tasksInternal = {
  createTasks: {
    method: 'POST',
    path: () => '/internal/tasks',
    body: CreateTasksBody,
    response: CreateTasksResponse,
  },
  deleteStrategyTasks: {
    method: 'DELETE',
    /** `onlyOpen`: keep completed tasks, remove the rest. */
    path: (userId: string, strategyId: string, onlyOpen: boolean) =>
      `/internal/users/${encodeURIComponent(userId)}/strategies/${encodeURIComponent(strategyId)}/tasks?onlyOpen=${onlyOpen}`,
    response: DeleteStrategyTasksResponse,
  },
  strategyTaskProgress: {
    method: 'GET',
    path: (userId: string, strategyId: string) =>
      `/internal/users/${encodeURIComponent(userId)}/strategies/${encodeURIComponent(strategyId)}/task-progress`,
    response: StrategyTaskProgressResponse,
  },
  /** One task of a user with its owner and brand (the content service's task execution); 404 for another user's. */
  getTask: {
    method: 'GET',
    path: (userId: string, taskId: string) => `/internal/users/${encodeURIComponent(userId)}/tasks/${encodeURIComponent(taskId)}`,
    response: InternalTaskResponse,
  },
} as const;
