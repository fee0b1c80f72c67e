import type { WritingWorker } from '@navia/contracts';
import { OpenAiCompatibleClient } from '@navia/service-kit';
import { unfence, WriterError, type ContentWriter, type WritingRequest, type WritingResult } from './content-writer';
import { WRITER_INSTRUCTIONS, writingBrief } from './writing-brief';

export interface OpenAiWriterSettings {
  /** Up to and including the version segment: `https://api.openai.com/v1`, `http://localhost:11434/v1` (Ollama). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  temperature: number;
  timeoutMs: number;
  retries: number;
  /** max_tokens when the plan sets none. */
  maxTokens: number;
}

/**
 * Any chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server, LM Studio) through service-kit's
 * OpenAiCompatibleClient, non-streaming, capped at the plan's tokens.
 */
export class OpenAiWriter implements ContentWriter {
  readonly name = 'openai' as const;
  private readonly client: OpenAiCompatibleClient;

  constructor(private readonly s: OpenAiWriterSettings) {
    const { baseUrl, apiKey, timeoutMs, retries } = s;
    this.client = new OpenAiCompatibleClient(
      { baseUrl, apiKey },
      { label: 'The openai writer', missing: 'a draft', error: (message, status) => new WriterError('openai', message, status), timeoutMs, retries },
    );
  }

  async write(r: WritingRequest, opts: { signal?: AbortSignal } = {}): Promise<WritingResult> {
    const { content, usage } = await this.client.complete(
      {
        model: this.s.model,
        messages: [
          { role: 'system', content: WRITER_INSTRUCTIONS },
          { role: 'user', content: writingBrief(r) },
        ],
        temperature: this.s.temperature,
        maxTokens: r.maxTokens ?? this.s.maxTokens,
      },
      opts,
    );
    const used = Number(usage?.completion_tokens ?? usage?.total_tokens);
    const draft = unfence(content);
    return { content: draft, tokens: Number.isFinite(used) && used >= 0 ? Math.round(used) : Math.ceil(draft.length / 4) };
  }

  async workers(): Promise<WritingWorker[]> {
    return [{ id: this.s.model, name: this.s.model, description: 'OpenAI-compatible chat model', slug: null }];
  }
}
