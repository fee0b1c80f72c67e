import type { WritingWorker } from '@navia/contracts';
import { OpenAiCompatibleClient } from '@navia/service-kit';
import { WriterError, type ContentWriter, type RevisionRequest, type WritingRequest, type WritingResult } from './content-writer';
import { askWithOneRepair } from './draft-repair';
import { PROMPT_VERSION, REVISION_INSTRUCTIONS, REVISION_PROMPT_VERSION, revisionBrief, WRITER_INSTRUCTIONS, writingBrief } from './writing-brief';

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
    const content = await this.ask(WRITER_INSTRUCTIONS, writingBrief(r), r.format.name, r.maxTokens, opts);
    return { ...content, promptVersion: PROMPT_VERSION };
  }

  /** The revision brief (the voice, the draft and its drifting passages) as two messages, repaired the same way. */
  async revise(r: RevisionRequest, opts: { signal?: AbortSignal } = {}): Promise<WritingResult> {
    const content = await this.ask(REVISION_INSTRUCTIONS, revisionBrief(r), r.formatName || 'draft', r.maxTokens, opts);
    return { ...content, promptVersion: REVISION_PROMPT_VERSION };
  }

  private async ask(instructions: string, brief: string, formatName: string, maxTokens: number | null, opts: { signal?: AbortSignal }) {
    const asked = [
      { role: 'system' as const, content: instructions },
      { role: 'user' as const, content: brief },
    ];
    const { content, tokens } = await askWithOneRepair('openai', this.label, formatName, async (repair) => {
      const messages = repair ? [...asked, { role: 'assistant' as const, content: repair.previous }, { role: 'user' as const, content: repair.instruction }] : asked;
      const reply = await this.client.complete({ model: this.s.model, messages, temperature: this.s.temperature, maxTokens: maxTokens ?? this.s.maxTokens, allowBlank: true }, opts);
      const used = Number(reply.usage?.completion_tokens ?? reply.usage?.total_tokens);
      return { raw: reply.content, tokens: Number.isFinite(used) && used >= 0 ? Math.round(used) : Math.ceil(reply.content.length / 4) };
    });
    return { content, tokens };
  }

  async workers(): Promise<WritingWorker[]> {
    return [{ id: this.s.model, name: this.s.model, description: 'OpenAI-compatible chat model', slug: null }];
  }
}
