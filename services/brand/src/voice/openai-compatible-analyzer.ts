import { AnalyzerError, type BrandVoiceAnalyzer, type VoiceAnalysis, type VoiceAnalysisInput } from './brand-voice-analyzer';
import { parseVoiceAnswer, samplesDocument, VOICE_INSTRUCTIONS } from './remote-answer';
import { postJson } from './remote-http';

export interface OpenAiCompatibleSettings {
  /** Up to and including the version segment: `https://api.openai.com/v1`, `http://localhost:11434/v1` (Ollama). */
  baseUrl: string;
  /** Local servers often need none. */
  apiKey?: string;
  model: string;
  timeoutMs: number;
  retries: number;
}

/** Any chat-completions endpoint: OpenAI, Ollama, vLLM, llama.cpp server, LM Studio. Non-streaming. */
export class OpenAiCompatibleAnalyzer implements BrandVoiceAnalyzer {
  readonly name = 'openai' as const;

  constructor(private readonly settings: OpenAiCompatibleSettings) {}

  async analyze(input: VoiceAnalysisInput, opts: { signal?: AbortSignal } = {}): Promise<VoiceAnalysis> {
    const s = this.settings;
    const { body } = await postJson(
      'openai',
      `${s.baseUrl.replace(/\/+$/, '')}/chat/completions`,
      {
        model: s.model,
        messages: [
          { role: 'system', content: VOICE_INSTRUCTIONS },
          { role: 'user', content: samplesDocument(input) },
        ],
        temperature: 0.2,
        stream: false,
      },
      s.apiKey ? { authorization: `Bearer ${s.apiKey}` } : {},
      { timeoutMs: s.timeoutMs, retries: s.retries, signal: opts.signal },
    );
    const choice = (body as { choices?: Array<{ message?: { content?: unknown }; finish_reason?: string }> } | undefined)?.choices?.[0];
    const content = choice?.message?.content;
    if (typeof content !== 'string' || !content.trim()) {
      throw new AnalyzerError('openai', 'The openai analyzer answered without a message');
    }
    return parseVoiceAnswer(content, 'openai');
  }
}
