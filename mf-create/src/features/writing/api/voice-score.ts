import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@navia/client-kit';
import { VoiceScore } from '@navia/contracts';

export const voiceScoreQueryKey = (brandId: string | null, text: string) => ['/api/voice-score', brandId, text] as const;

/**
 * POST /api/voice-score (issue 18): the fit of the text to the active brand's voice. Asked when the person looks at
 * the preview (a human action, not every keystroke), so a long edit never meets the write ceiling; the answer for a
 * text is kept while the page is open, and the previous one shows while the next is computed.
 */
export function useVoiceScore(text: string, brandId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: voiceScoreQueryKey(brandId, text),
    queryFn: ({ signal }) => apiFetch('/api/voice-score', { method: 'POST', body: { text, ...(brandId ? { brandId } : {}) }, schema: VoiceScore, signal }),
    enabled: enabled && text.trim() !== '',
    staleTime: Infinity,
    gcTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
