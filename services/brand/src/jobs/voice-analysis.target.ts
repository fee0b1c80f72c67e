import { z } from 'zod';
import type { JobTarget } from '@navia/service-kit';

export const VoiceAnalysisJobData = z.object({ analysisId: z.string().uuid() });
export type VoiceAnalysisJobData = z.infer<typeof VoiceAnalysisJobData>;

/**
 * brand.voice-analysis: runs one brand voice analysis. The payload is the analysis id only (the row holds sources and
 * owner); the job id is the analysis id too, so enqueueing twice adds nothing.
 */
export const VOICE_ANALYSIS_JOB = {
  queue: 'brand.voice-analysis',
  name: 'analyze-brand-voice',
  schema: VoiceAnalysisJobData,
  retry: { attempts: 3, backoffMs: 1000 },
} satisfies JobTarget<VoiceAnalysisJobData>;
