import type { VoiceAnalysisResult } from '@navia/contracts';

/** Where a piece of text came from: a fetched page, or one of the four real-content texts of the brand. */
export type VoiceSampleKind = 'website' | 'blog' | 'socialMedia' | 'websiteCopy' | 'emailIntros' | 'blogPosts';

export interface VoiceSample {
  kind: VoiceSampleKind;
  /** Human label used in prompts and evidence ("Company website", "Social media captions"). */
  label: string;
  text: string;
  /** The page's address, for fetched samples. */
  url?: string;
}

export interface VoiceAnalysisInput {
  samples: VoiceSample[];
  /** Context for the remote analyzers; the offline one reads only the text. */
  brand?: { companyName?: string; industry?: string };
}

/** An analyzer's result without its name, which the job adds (the call's answer is presented from it). */
export type VoiceAnalysis = Omit<VoiceAnalysisResult, 'analyzer'>;

export type AnalyzerName = 'offline' | 'mindstudio' | 'openai';

/**
 * One interface for every analyzer (chosen by BRAND_VOICE_ANALYZER): the built-in stylometric one, the MindStudio
 * worker, or any OpenAI-compatible chat endpoint. An analyzer that cannot answer throws AnalyzerError.
 */
export interface BrandVoiceAnalyzer {
  readonly name: AnalyzerName;
  analyze(input: VoiceAnalysisInput, opts?: { signal?: AbortSignal }): Promise<VoiceAnalysis>;
}

/** A remote analyzer failed: an error answer, an unusable answer, a timeout or no connection. */
export class AnalyzerError extends Error {
  /** The vendor's own words or the network error, for logs only: they may echo key fragments or internal names. */
  detail?: string;

  constructor(
    readonly analyzer: AnalyzerName,
    message: string,
    readonly upstreamStatus?: number,
  ) {
    super(message);
    this.name = 'AnalyzerError';
  }
}
