import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@navia/client-kit';
import { ExecuteWritingResponse, type AiModelsResponse, type ExecuteWritingBody } from '@navia/contracts';
import { AI_MODELS_QUERY_KEY, FILES_QUERY_KEY } from './query-keys';

/**
 * POST /api/mindstudio/execute-writing (spec part 2 §7): the writer drafts for the instructions and saves the
 * draft into the current file (or a new one), answering the text and the file's id and name.
 */
export function useExecuteWriting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExecuteWritingBody) => apiFetch('/api/mindstudio/execute-writing', { method: 'POST', body, schema: ExecuteWritingResponse }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: FILES_QUERY_KEY });
      // The draft may have come from another model than shown (a local server that had stopped): show what wrote.
      if (answer.model !== queryClient.getQueryData<AiModelsResponse>(AI_MODELS_QUERY_KEY)?.activeModel.id) {
        void queryClient.invalidateQueries({ queryKey: AI_MODELS_QUERY_KEY });
      }
    },
  });
}
