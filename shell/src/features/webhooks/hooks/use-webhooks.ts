import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@navia/client-kit';
import {
  CreateWebhookResponse,
  DeleteWebhookResponse,
  TestWebhookResponse,
  WebhookDeliveriesResponse,
  WebhooksResponse,
  type CreateWebhookBody,
} from '@navia/contracts';

export const WEBHOOKS_QUERY_KEY = ['webhooks'] as const;
const deliveriesKey = (id: string) => ['webhooks', id, 'deliveries'] as const;

/** GET /api/webhooks: the user's webhooks with their last delivery, and whether the plan lets them add one. */
export function useWebhooks() {
  return useQuery({ queryKey: WEBHOOKS_QUERY_KEY, queryFn: () => apiFetch('/api/webhooks', { schema: WebhooksResponse }) });
}

/** GET /api/webhooks/{id}/deliveries, read while the log is open (deliveries go on in the background). */
export function useWebhookDeliveries(id: string, open: boolean) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: () => apiFetch(`/api/webhooks/${encodeURIComponent(id)}/deliveries`, { schema: WebhookDeliveriesResponse }),
    enabled: open,
    refetchInterval: open ? 5_000 : false,
  });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookBody) => apiFetch('/api/webhooks', { method: 'POST', body, schema: CreateWebhookResponse }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE', schema: DeleteWebhookResponse }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}

/** POST /api/webhooks/{id}/test: a `ping` goes on the queue; the log shows how it went. */
export function useSendTestEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`/api/webhooks/${encodeURIComponent(id)}/test`, { method: 'POST', schema: TestWebhookResponse }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['webhooks'] }),
  });
}
