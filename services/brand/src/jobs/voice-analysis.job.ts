import { defineJob, type JobDefinition } from '@navia/service-kit';
import { performVoiceAnalysis, type VoiceAnalysisContext } from '../voice/analyze-brand-voice';
import { VOICE_ANALYSIS_JOB, type VoiceAnalysisJobData } from './voice-analysis.target';

/**
 * Consumes brand.voice-analysis (voice/analyze-brand-voice.ts): a finished analysis is never redone. Failures the
 * user must hear about (a refused address, a remote analyzer's error) are recorded on the row and end the job;
 * anything else is retried, and recorded as a failure on the last attempt. Its deps are the voice module's
 * (`createBrandVoice` builds them on top of `BrandDeps`).
 */
export function voiceAnalysisJob(deps: VoiceAnalysisContext): JobDefinition<VoiceAnalysisJobData> {
  return defineJob({
    ...VOICE_ANALYSIS_JOB,
    perform: (data, ctx) => performVoiceAnalysis(deps, VOICE_ANALYSIS_JOB.retry, data.analysisId, ctx),
  });
}
