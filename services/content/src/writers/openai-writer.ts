import type { WritingWorker } from '@navia/contracts';
import { WriterError, type ContentWriter, type WritingRequest, type WritingResult } from './content-writer';
import { callWriter, unfence } from './remote-call';
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

/** Any chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server, LM Studio), non-streaming, capped at the plan's tokens. */
export class OpenAiWriter implements ContentWriter {
  readonly name = 'openai' as const;

  constructor(private readonly s: OpenAiWriterSettings) {}

  async write(r: WritingRequest, opts: { signal?: AbortSignal } = {}): Promise<WritingResult> {
    const { body } = await callWriter(
      'openai',
      `${this.s.baseUrl.replace(/\/+$/, '')}/chat/completions`,
      {
        method: 'POST',
        payload: {
          model: this.s.model,
          messages: [
            { role: 'system', content: WRITER_INSTRUCTIONS },
            { role: 'user', content: writingBrief(r) },
          ],
          temperature: this.s.temperature,
          max_tokens: r.maxTokens ?? this.s.maxTokens,
          stream: false,
        },
        headers: this.s.apiKey ? { authorization: `Bearer ${this.s.apiKey}` } : {},
      },
      { timeoutMs: this.s.timeoutMs, retries: this.s.retries, signal: opts.signal },
    );
    const answer = body as { choices?: Array<{ message?: { content?: unknown } }>; usage?: { total_tokens?: unknown; completion_tokens?: unknown } } | undefined;
    const content = answer?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim()) throw new WriterError('openai', 'The openai writer answered without a draft');
    const used = Number(answer?.usage?.completion_tokens ?? answer?.usage?.total_tokens);
    const draft = unfence(content);
    return { content: draft, tokens: Number.isFinite(used) && used >= 0 ? Math.round(used) : Math.ceil(draft.length / 4) };
  }

  async workers(): Promise<WritingWorker[]> {
    return [{ id: this.s.model, name: this.s.model, description: 'OpenAI-compatible chat model', slug: null }];
  }
}
