import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@navia/client-kit';
import { TasksResponse } from '@navia/contracts';
import { tasksByTagQueryKey } from './query-keys';

/** spec part 2 §9: task progress is polled every 10 s and stale after 5 s. */
export const TASK_PROGRESS_POLL_MS = 10_000;
export const TASK_PROGRESS_STALE_MS = 5_000;

export interface TagProgress {
  completed: number;
  total: number;
}

/** GET /api/tasks/by-tag/{tag}?strategyId= : a task key result's x/y tasks (spec part 2 §5). */
export function useTasksByTag(tag: string, strategyId: string) {
  return useQuery({
    queryKey: tasksByTagQueryKey(tag, strategyId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/tasks/by-tag/${encodeURIComponent(tag)}?strategyId=${encodeURIComponent(strategyId)}`, { schema: TasksResponse, signal }),
    select: ({ tasks }): TagProgress => ({ completed: tasks.filter((t) => t.status === 'completed').length, total: tasks.length }),
    enabled: tag !== '',
    staleTime: TASK_PROGRESS_STALE_MS,
    refetchInterval: TASK_PROGRESS_POLL_MS,
  });
}
