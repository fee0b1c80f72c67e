import { z } from 'zod';
import { defineJob, type JobContext, type RetryOptions } from '@navia/service-kit';

export const VOICE_ANALYSIS_QUEUE = 'brand.voice-analysis';
export const VOICE_ANALYSIS_RETRY: RetryOptions = { attempts: 3, backoffMs: 1000 };

export const VoiceAnalysisJobData = z.object({ analysisId: z.string().uuid() });
export type VoiceAnalysisJobData = z.infer<typeof VoiceAnalysisJobData>;

/**
 * Runs one brand voice analysis. The payload is the analysis id only (the row holds sources and owner); the job id
 * is the analysis id too, so enqueueing twice adds nothing, and a finished analysis is never redone. Failures the
 * user must hear about (a refused address, a remote analyzer's error) are recorded on the row and end the job;
 * anything else is retried, and recorded as a failure on the last attempt.
 */
export function voiceAnalysisJob(perform: (analysisId: string, ctx: JobContext) => Promise<unknown>) {
  return defineJob({
    queue: VOICE_ANALYSIS_QUEUE,
    name: 'analyze-brand-voice',
    schema: VoiceAnalysisJobData,
    retry: VOICE_ANALYSIS_RETRY,
    perform: (data, ctx) => perform(data.analysisId, ctx),
  });
}
