import { callVendor, vendorFailure, type VendorCaller } from './vendor-http';

/** Any chat-completions endpoint: OpenAI, Ollama, vLLM, llama.cpp server, LM Studio (reference/external-apis.md). */
export interface OpenAiConnection {
  /** Up to and including the version segment: `https://api.openai.com/v1`, `http://localhost:11434/v1` (Ollama). */
  baseUrl: string;
  /** Local servers often need none: then no Authorization header is sent. */
  apiKey?: string;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  temperature?: number;
  /** Sent as `max_tokens` when given. */
  maxTokens?: number;
  /** Answer a blank message as '' instead of failing (a caller that asks again itself, as the writers' repair does). */
  allowBlank?: boolean;
}

export interface ChatReply {
  /** The first choice's message: never blank (unless the request allowed it), or the caller's error. */
  content: string;
  /** As the server reported it, unchecked (local servers differ): the caller reads what it needs defensively. */
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown; total_tokens?: unknown };
}

/** `POST {baseUrl}/chat/completions`, non-streaming; failures are the caller's errors (VendorCaller). */
export class OpenAiCompatibleClient {
  constructor(
    private readonly connection: OpenAiConnection,
    private readonly caller: VendorCaller,
  ) {}

  async complete(request: ChatRequest, opts: { signal?: AbortSignal } = {}): Promise<ChatReply> {
    const { baseUrl, apiKey } = this.connection;
    const { body } = await callVendor(
      this.caller,
      `${baseUrl.replace(/\/+$/, '')}/chat/completions`,
      {
        method: 'POST',
        payload: {
          model: request.model,
          messages: request.messages,
          temperature: request.temperature,
          max_tokens: request.maxTokens,
          stream: false,
        },
        headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
      },
      opts.signal,
    );
    const answer = body as { choices?: Array<{ message?: { content?: unknown } }>; usage?: ChatReply['usage'] } | undefined;
    const content = answer?.choices?.[0]?.message?.content;
    const blank = typeof content !== 'string' || !content.trim();
    if (blank && !request.allowBlank) throw vendorFailure(this.caller, `answered without ${this.caller.missing}`, { kind: 'no-content' });
    const usage = answer?.usage;
    return { content: blank ? '' : (content as string), usage: typeof usage === 'object' && usage !== null ? usage : undefined };
  }
}
