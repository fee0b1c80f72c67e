import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_STATS_QUERY_KEY, STRATEGIES_QUERY_KEY, TASKS_QUERY_KEY, apiFetch } from '@navia/client-kit';
import { RescheduleTaskResponse, type RescheduleTaskBody } from '@navia/contracts';

/** PATCH /api/tasks/{id} (issue 17): the task and its dependants move; every tasks list and the dashboard read again. */
export function useRescheduleTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, dueDate }: { taskId: string; dueDate: string }) =>
      apiFetch(`${TASKS_QUERY_KEY[0]}/${encodeURIComponent(taskId)}`, { method: 'PATCH', body: { dueDate } satisfies RescheduleTaskBody, schema: RescheduleTaskResponse }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: STRATEGIES_QUERY_KEY }),
      ]),
  });
}
