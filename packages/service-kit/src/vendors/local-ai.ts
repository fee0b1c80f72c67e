import { z } from 'zod';
import type { Logger } from '../logger';

/**
 * Where an OpenAI-compatible model server listens when it runs on the same machine with its defaults: Ollama, then
 * llama.cpp's server, then vLLM. `LOCAL_AI_URL` replaces the list with the one address the operator names.
 */
export const LOCAL_AI_ADDRESSES = ['http://127.0.0.1:11434/v1', 'http://127.0.0.1:8080/v1', 'http://127.0.0.1:8000/v1'] as const;

/** The local model server's variables, shared by the services that look for one (brand's analyzer, content's writers). */
export const LocalAiEnv = z.object({
  LOCAL_AI_URL: z.url().optional(),
  /** The model to use by default when the server has several (else the first it lists). */
  LOCAL_AI_MODEL: z.string().optional(),
  /** How often the addresses are asked again: a server started (or stopped) after us is noticed within this time. */
  LOCAL_AI_PROBE_SECONDS: z.coerce.number().positive().max(86_400).default(180),
  LOCAL_AI_PROBE_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(1500),
});

export interface LocalAiSettings {
  addresses: readonly string[];
  preferredModel?: string;
  intervalMs: number;
  timeoutMs: number;
}

export function localAiSettings(e: z.output<typeof LocalAiEnv>): LocalAiSettings {
  return {
    addresses: e.LOCAL_AI_URL ? [e.LOCAL_AI_URL.replace(/\/+$/, '')] : LOCAL_AI_ADDRESSES,
    preferredModel: e.LOCAL_AI_MODEL,
    intervalMs: Math.round(e.LOCAL_AI_PROBE_SECONDS * 1000),
    timeoutMs: e.LOCAL_AI_PROBE_TIMEOUT_MS,
  };
}

/** A model server that answered, with the chat models it lists (the default first). */
export interface LocalAiServer {
  baseUrl: string;
  models: string[];
}

// Model servers list every model they hold; these can embed, rank or transcribe but not write a draft.
const NOT_A_CHAT_MODEL = /embed|rerank|whisper|tts|clip/i;

const ModelList = z.object({ data: z.array(z.object({ id: z.string().min(1) }).loose()) }).loose();

/**
 * `GET {baseUrl}/models` (the OpenAI protocol, which Ollama, llama.cpp and vLLM all serve): the chat models it lists,
 * or null when nothing answers, the answer is not a model list, or it lists no chat model.
 */
export async function listLocalModels(baseUrl: string, timeoutMs: number): Promise<string[] | null> {
  try {
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/models`, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (!res.ok) {
      await res.body?.cancel();
      return null;
    }
    const parsed = ModelList.safeParse(await res.json());
    if (!parsed.success) return null;
    const models = parsed.data.data.map((m) => m.id).filter((id) => !NOT_A_CHAT_MODEL.test(id));
    return models.length ? [...new Set(models)] : null;
  } catch {
    return null;
  }
}

/**
 * Looks for a local model server at start and every `intervalMs` after (WRITER=auto, BRAND_VOICE_ANALYZER=auto). The
 * first address, in the list's order, that lists a chat model wins; `current()` answers it, or null while none
 * does. The first probe runs on the first `current()` (or `start()`), and `current()` waits for it, so the first
 * draft after start does not fall back to the offline writer merely because the probe had not finished.
 */
export class LocalAiDiscovery {
  private found: LocalAiServer | null = null;
  private first: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private probing: Promise<void> | null = null;

  constructor(
    private readonly s: LocalAiSettings,
    private readonly log?: Logger,
  ) {}

  start(): void {
    if (this.first) return;
    this.first = this.probe();
    // unref: the probe never keeps a process (a test, a script) alive on its own.
    this.timer = setInterval(() => void this.probe(), this.s.intervalMs).unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async current(): Promise<LocalAiServer | null> {
    this.start();
    await this.first;
    return this.found;
  }

  /** Asks the addresses again now (a call to the found server failed, or a test wants the answer at once). */
  probe(): Promise<void> {
    this.probing ??= this.probeOnce().finally(() => (this.probing = null));
    return this.probing;
  }

  private async probeOnce(): Promise<void> {
    const answers = await Promise.all(this.s.addresses.map((a) => listLocalModels(a, this.s.timeoutMs)));
    const i = answers.findIndex((m) => m !== null);
    const next = i < 0 ? null : { baseUrl: this.s.addresses[i].replace(/\/+$/, ''), models: preferred(answers[i] as string[], this.s.preferredModel) };
    const before = this.found;
    this.found = next;
    if (next && (before?.baseUrl !== next.baseUrl || before.models.join() !== next.models.join())) {
      this.log?.info({ baseUrl: next.baseUrl, models: next.models }, 'local model server found');
    } else if (!next && before) {
      this.log?.warn({ baseUrl: before.baseUrl }, 'local model server no longer answers; writing offline');
    }
  }
}

/** The preferred model first when the server has it; the server's own order otherwise. */
function preferred(models: string[], wanted?: string): string[] {
  if (!wanted) return models;
  const hit = models.find((m) => m === wanted || m === `${wanted}:latest`);
  return hit ? [hit, ...models.filter((m) => m !== hit)] : models;
}
