import { recordedCall, type AiCall } from '@navia/service-kit';
import type { AnalyzedVoice, BrandVoiceAnalyzer, VoiceAnalysisInput, VoiceSampleKind } from './brand-voice-analyzer';
import { samplesDocument, VOICE_INSTRUCTIONS } from './remote-answer';

/** The brand record's field each kind of sample comes from (a fetched page: the page at the brand's website or blog). */
const FIELD_OF: Record<VoiceSampleKind, string> = {
  website: 'website',
  blog: 'blog',
  socialMedia: 'realContent.socialMedia',
  websiteCopy: 'realContent.websiteCopy',
  emailIntros: 'realContent.emailIntros',
  blogPosts: 'realContent.blogPosts',
};

/** The brand record's fields in what a remote analyzer is sent (samplesDocument), by name. */
export function analysisFieldsSent(input: VoiceAnalysisInput): string[] {
  const fields = [input.brand?.companyName ? 'companyName' : null, input.brand?.industry ? 'industry' : null, ...input.samples.map((s) => FIELD_OF[s.kind])];
  return [...new Set(fields.filter((f): f is string => Boolean(f)))];
}

/**
 * Asks `analyzer`, recording the call when it goes to a model (issue 18 "AI activity record"): the offline analyzer
 * sends nothing anywhere and is not recorded. A failed call is recorded as failed, with the message the user sees.
 */
export async function recordedAnalysis(
  analyzer: BrandVoiceAnalyzer,
  input: VoiceAnalysisInput,
  call: { userId: string; brandId: string; record: (call: AiCall) => Promise<void> },
): Promise<AnalyzedVoice> {
  const model = analyzer.model;
  if (!model) return analyzer.analyze(input);
  const entry = {
    userId: call.userId,
    brandId: call.brandId,
    purpose: 'voice-analysis' as const,
    ...model,
    brandFieldsSent: analysisFieldsSent(input),
    charactersSent: VOICE_INSTRUCTIONS.length + samplesDocument(input).length,
  };
  return recordedCall(call.record, entry, () => analyzer.analyze(input), (analysis) => analysis.tokens ?? null);
}
