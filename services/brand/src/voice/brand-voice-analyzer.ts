import type { AiProvider, VoiceAnalysisResult } from '@navia/contracts';

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

/** What a remote analyzer answered, and the tokens its provider reported (an estimate where it reports none). */
export type AnalyzedVoice = VoiceAnalysis & { tokens?: number };

/** Which model a remote analyzer asks, for the AI activity record (issue 18). */
export interface AnalyzerModel {
  provider: AiProvider;
  /** As the provider names it: "gpt-4o-mini", "qwen2.5:7b", a MindStudio worker's id. */
  model: string;
  /** True for a model server on this machine. */
  local: boolean;
}

export type AnalyzerName = 'offline' | 'mindstudio' | 'openai';

/**
 * One interface for every analyzer (chosen by BRAND_VOICE_ANALYZER): the built-in stylometric one, the MindStudio
 * worker, or any OpenAI-compatible chat endpoint. An analyzer that cannot answer throws AnalyzerError.
 */
export interface BrandVoiceAnalyzer {
  readonly name: AnalyzerName;
  /** The model a remote analyzer asks; none for the offline analyzer, which sends nothing anywhere. */
  readonly model?: AnalyzerModel;
  analyze(input: VoiceAnalysisInput, opts?: { signal?: AbortSignal }): Promise<AnalyzedVoice>;
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
