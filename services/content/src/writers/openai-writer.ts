import type { WritingWorker } from '@navia/contracts';
import { OpenAiCompatibleClient } from '@navia/service-kit';
import { WriterError, type ContentWriter, type WritingRequest, type WritingResult } from './content-writer';
import { askWithOneRepair } from './draft-repair';
import { PROMPT_VERSION, WRITER_INSTRUCTIONS, writingBrief } from './writing-brief';

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
  /** How failures read: 'The openai writer' (a vendor), 'The local model llama3.2' (found by WRITER=auto). */
  label?: string;
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
      { label: this.label, missing: 'a draft', error: (message, status) => new WriterError('openai', message, status), timeoutMs, retries },
    );
  }

  private get label(): string {
    return this.s.label ?? 'The openai writer';
  }

  /** The brief as two messages; an answer that is not a draft is shown back to the model once with what is wrong. */
  async write(r: WritingRequest, opts: { signal?: AbortSignal } = {}): Promise<WritingResult> {
    const brief = [
      { role: 'system' as const, content: WRITER_INSTRUCTIONS },
      { role: 'user' as const, content: writingBrief(r) },
    ];
    const { content, tokens } = await askWithOneRepair('openai', this.label, r.format.name, async (repair) => {
      const messages = repair ? [...brief, { role: 'assistant' as const, content: repair.previous }, { role: 'user' as const, content: repair.instruction }] : brief;
      const reply = await this.client.complete(
        { model: this.s.model, messages, temperature: this.s.temperature, maxTokens: r.maxTokens ?? this.s.maxTokens, allowBlank: true },
        opts,
      );
      const used = Number(reply.usage?.completion_tokens ?? reply.usage?.total_tokens);
      return { raw: reply.content, tokens: Number.isFinite(used) && used >= 0 ? Math.round(used) : Math.ceil(reply.content.length / 4) };
    });
    return { content, tokens, promptVersion: PROMPT_VERSION };
  }

  async workers(): Promise<WritingWorker[]> {
    return [{ id: this.s.model, name: this.s.model, description: 'OpenAI-compatible chat model', slug: null }];
  }
}
