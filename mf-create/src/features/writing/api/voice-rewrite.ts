import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@navia/client-kit';
import { VoiceRewriteResponse, type VoiceRewriteBody } from '@navia/contracts';

/**
 * POST /api/voice-rewrite (issue 18, "Make it more on-brand"): the draft rewritten toward the brand's voice by the
 * model the person writes with, with its new score. Nothing is saved: the workspace shows it before it is taken.
 */
export function useVoiceRewrite() {
  return useMutation({
    mutationFn: (body: VoiceRewriteBody) => apiFetch('/api/voice-rewrite', { method: 'POST', body, schema: VoiceRewriteResponse }),
  });
}
