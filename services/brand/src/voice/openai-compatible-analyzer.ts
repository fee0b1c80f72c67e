import { OpenAiCompatibleClient } from '@navia/service-kit';
import { AnalyzerError, type AnalyzedVoice, type AnalyzerModel, type BrandVoiceAnalyzer, type VoiceAnalysisInput } from './brand-voice-analyzer';
import { parseVoiceAnswer, samplesDocument, VOICE_INSTRUCTIONS } from './remote-answer';

export interface OpenAiCompatibleSettings {
  /** Up to and including the version segment: `https://api.openai.com/v1`, `http://localhost:11434/v1` (Ollama). */
  baseUrl: string;
  /** Local servers often need none. */
  apiKey?: string;
  model: string;
  timeoutMs: number;
  retries: number;
  /** How failures read: 'The openai analyzer' (a vendor), 'The local model llama3.2' (found by BRAND_VOICE_ANALYZER=auto). */
  label?: string;
  /** True for a model server on this machine (BRAND_VOICE_ANALYZER=auto). */
  local?: boolean;
}

/** Any chat-completions endpoint (service-kit's OpenAiCompatibleClient): OpenAI, Ollama, vLLM, llama.cpp server, LM Studio. */
export class OpenAiCompatibleAnalyzer implements BrandVoiceAnalyzer {
  readonly name = 'openai' as const;
  readonly model: AnalyzerModel;
  private readonly client: OpenAiCompatibleClient;

  constructor(private readonly settings: OpenAiCompatibleSettings) {
    this.model = { provider: settings.local ? 'local' : 'openai', model: settings.model, local: Boolean(settings.local) };
    const { baseUrl, apiKey, timeoutMs, retries } = settings;
    this.client = new OpenAiCompatibleClient(
      { baseUrl, apiKey },
      { label: settings.label ?? 'The openai analyzer', missing: 'a message', error: (message, status) => new AnalyzerError('openai', message, status), timeoutMs, retries },
    );
  }

  async analyze(input: VoiceAnalysisInput, opts: { signal?: AbortSignal } = {}): Promise<AnalyzedVoice> {
    const { content, usage } = await this.client.complete(
      {
        model: this.settings.model,
        messages: [
          { role: 'system', content: VOICE_INSTRUCTIONS },
          { role: 'user', content: samplesDocument(input) },
        ],
        temperature: 0.2,
      },
      opts,
    );
    const used = Number(usage?.completion_tokens ?? usage?.total_tokens);
    return { ...parseVoiceAnswer(content, 'openai'), tokens: Number.isFinite(used) && used >= 0 ? Math.round(used) : Math.ceil(content.length / 4) };
  }
}
