import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MarkNewsReadResponse, type NewsResponse } from '@navia/contracts';
import { apiFetch } from '@navia/client-kit';
import { NEWS_PATH, newsQueryKey } from './get-news';

export function markNewsRead(newsId: string): Promise<MarkNewsReadResponse> {
  return apiFetch(`${NEWS_PATH}/${encodeURIComponent(newsId)}/read`, { method: 'PUT', schema: MarkNewsReadResponse });
}

/**
 * PUT /api/news/{id}/read. The server's copy of the mark is what follows the user to another browser; the cached
 * feed of the user who marked it learns it at once (only theirs: an answer arriving after someone else signed in
 * in this tab must not touch the new person's feed), so the sync in useNewsReadState does not send it again. A
 * failure is only logged: the local mark keeps the item hidden, and it is sent again on the next visit.
 */
export function useMarkNewsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ newsId }: { newsId: string; userId: string }) => markNewsRead(newsId),
    onSuccess: ({ id }, { userId }) => {
      queryClient.setQueryData<NewsResponse>(newsQueryKey(userId), (data) =>
        data && !data.readIds.includes(id) ? { ...data, readIds: [...data.readIds, id] } : data,
      );
    },
    onError: (error, { newsId }) => console.warn('Could not store the news read mark on the server', newsId, error),
  });
}
