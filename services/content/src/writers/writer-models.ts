import type { AiActivityPurpose, AiModel, AiProvider } from '@navia/contracts';
import { recordedCall, type AiCall, type LocalAiDiscovery, type LocalAiServer, type Logger } from '@navia/service-kit';
import { WriterError, type ContentWriter, type RevisionRequest, type WritingRequest, type WritingResult } from './content-writer';
import { MindStudioWriter } from './mindstudio-writer';
import { OfflineComposer } from './offline-composer';
import { OpenAiWriter } from './openai-writer';
import type { WriterSettings } from '../settings';
import { briefFields, REVISION_INSTRUCTIONS, revisionBrief, revisionFields, samplesGiven, WRITER_INSTRUCTIONS, writingBrief } from './writing-brief';

/** A model the server offers, with the writer that writes with it. */
export interface ModelWriter {
  model: AiModel;
  writer: ContentWriter;
}

const OFFLINE_MODEL_ID = 'offline';

/** Who a call is for and why: what the AI activity record files it under (issue 18). */
export interface AiCallContext {
  userId: string;
  brandId: string | null;
  purpose: AiActivityPurpose;
}

/** Where the calls to remote and local models are recorded (service-kit's AiActivityLog). */
export interface AiCallRecorder {
  record(call: AiCall): Promise<void>;
}

/** What one call sends: the brand fields in it and its size, for the record. */
interface Sending {
  fields: () => string[];
  characters: () => number;
  /** The model as the provider names it (a MindStudio worker's id rather than "MindStudio"). */
  modelName: (by: ModelWriter) => string;
}

const providerOf = (model: AiModel): AiProvider => (model.writer === 'mindstudio' ? 'mindstudio' : model.local ? 'local' : 'openai');

/** A draft with what wrote it and what the writer was given (a file's provenance, issue 18). */
export interface WrittenDraft extends WritingResult {
  model: AiModel;
  /** The brand record's fields sent to the writer: none for the composer, which sends nothing anywhere. */
  brandFieldsSent: string[];
  samplesUsed: number;
}

/** Of the models offered (the default first), the one `wanted` names, else the default. */
export function pickModel(offered: ModelWriter[], wanted: string | null): ModelWriter {
  return offered.find((m) => m.model.id === wanted) ?? offered[0];
}

function written(by: ModelWriter, result: WritingResult, sending: Sending, samples: number): WrittenDraft {
  return { ...result, model: by.model, brandFieldsSent: by.writer.name === 'offline' ? [] : sending.fields(), samplesUsed: samples };
}

const OFFLINE_MODEL: AiModel = {
  id: OFFLINE_MODEL_ID,
  name: 'Navia Composer',
  writer: 'offline',
  local: true,
  description: 'Navia’s built-in writer drafts from your brand profile on this server; nothing is sent to an AI service',
};

/**
 * The models this server writes with (GET /api/ai/models), by WRITER:
 * - auto (default): every chat model of the model server LocalAiDiscovery finds on this machine, then the composer;
 *   the composer alone while none answers;
 * - openai: the configured model and WRITER_MODELS, then the composer;
 * - mindstudio: the formats' workers, then the composer;
 * - offline: the composer.
 * The first is the default. The composer is always offered: a user may prefer that nothing leaves the server.
 */
export class WriterModels {
  private readonly offline: ModelWriter = { model: OFFLINE_MODEL, writer: new OfflineComposer() };
  private readonly writers = new Map<string, ModelWriter>();

  constructor(
    private readonly s: WriterSettings,
    private readonly discovery: LocalAiDiscovery | null,
    private readonly log?: Logger,
    private readonly activity?: AiCallRecorder,
  ) {
    // loadContentSettings refuses this already; kept so a writer can never run half-configured.
    if (s.writer === 'mindstudio' && !s.mindstudio.apiKey) throw new Error('WRITER=mindstudio needs MINDSTUDIO_API_KEY and MINDSTUDIO_WRITER_WORKER_ID');
    if (s.writer === 'auto' && !discovery) throw new Error('WRITER=auto needs a LocalAiDiscovery');
  }

  /** Starts looking for a local model server now, so the first draft does not wait for the first look. */
  start(): void {
    this.discovery?.start();
  }

  stop(): void {
    this.discovery?.stop();
  }

  /** The models offered now, the server's default first. */
  async offered(): Promise<ModelWriter[]> {
    switch (this.s.writer) {
      case 'offline':
        return [this.offline];
      case 'mindstudio':
        return [this.mindstudio(), this.offline];
      case 'openai':
        return [...new Set([this.s.openai.model, ...this.s.openaiModels])].map((m) => this.openai(m)).concat(this.offline);
      case 'auto': {
        const server = await (this.discovery as LocalAiDiscovery).current();
        return server ? [...server.models.map((m) => this.local(server, m)), this.offline] : [this.offline];
      }
    }
  }

  /** The model `wanted` names when it is offered, else the default. */
  async choose(wanted: string | null): Promise<ModelWriter> {
    return pickModel(await this.offered(), wanted);
  }

  /** Writes with `chosen` (see `withFallback`). */
  async write(chosen: ModelWriter, request: WritingRequest, call: AiCallContext, opts: { signal?: AbortSignal } = {}): Promise<WrittenDraft> {
    const sending: Sending = {
      fields: () => briefFields(request),
      characters: () => WRITER_INSTRUCTIONS.length + writingBrief(request).length,
      modelName: (by) => (by.writer.name === 'mindstudio' ? request.format.mindstudio.workerId : by.model.name),
    };
    return this.withFallback(chosen, call, sending, async (by) => written(by, await by.writer.write(request, opts), sending, samplesGiven(request.brand)));
  }

  /** "Make it more on-brand" with `chosen` (see `withFallback`): the draft's drifting passages rewritten. */
  async revise(chosen: ModelWriter, request: RevisionRequest, call: AiCallContext, opts: { signal?: AbortSignal } = {}): Promise<WrittenDraft> {
    const sending: Sending = {
      fields: () => revisionFields(request.brand),
      characters: () => REVISION_INSTRUCTIONS.length + revisionBrief(request).length,
      modelName: (by) => (by.writer.name === 'mindstudio' ? request.mindstudio.workerId : by.model.name),
    };
    return this.withFallback(chosen, call, sending, async (by) => written(by, await by.writer.revise(request, opts), sending, samplesGiven(request.brand)));
  }

  /**
   * Runs `task` with `chosen`, recording each call to a model that is not the composer (issue 18: which provider saw
   * what, and how it went). A local model server that has gone (connection refused: stopped since the last look)
   * is looked for again and the task run by what is offered then (the composer when nothing answers), as WRITER=auto
   * promises; every other failure is the writer's error. The answer names the model that wrote.
   */
  private async withFallback(chosen: ModelWriter, call: AiCallContext, sending: Sending, task: (by: ModelWriter) => Promise<WrittenDraft>): Promise<WrittenDraft> {
    try {
      return await this.recorded(chosen, call, sending, task);
    } catch (err) {
      if (!(chosen.model.id.startsWith('local:') && err instanceof WriterError && err.kind === 'unreachable' && this.discovery)) throw err;
      this.log?.warn({ model: chosen.model.id }, 'the local model server could not be reached; looking again');
      await this.discovery.probe();
      return this.recorded(await this.choose(null), call, sending, task);
    }
  }

  private async recorded(by: ModelWriter, call: AiCallContext, sending: Sending, task: (by: ModelWriter) => Promise<WrittenDraft>): Promise<WrittenDraft> {
    const activity = this.activity;
    if (by.writer.name === 'offline' || !activity) return task(by);
    const entry = { ...call, provider: providerOf(by.model), model: sending.modelName(by), local: by.model.local, brandFieldsSent: sending.fields(), charactersSent: sending.characters() };
    // A server that refused the connection received nothing.
    const delivered = (err: unknown) => !(err instanceof WriterError && err.kind === 'unreachable');
    return recordedCall((c) => activity.record(c), entry, () => task(by), (draft) => draft.tokens, delivered);
  }

  private cached(id: string, make: () => ModelWriter): ModelWriter {
    let found = this.writers.get(id);
    if (!found) this.writers.set(id, (found = make()));
    return found;
  }

  private remote() {
    const s = this.s;
    return { temperature: s.temperature, timeoutMs: Math.round(s.timeoutSeconds * 1000), retries: s.retries, maxTokens: s.maxTokens };
  }

  private openai(model: string): ModelWriter {
    return this.cached(`openai:${model}`, () => ({
      model: { id: `openai:${model}`, name: model, writer: 'openai', local: false, description: `Written by ${model} at the configured AI service, which receives your brief` },
      writer: new OpenAiWriter({ ...this.s.openai, model, ...this.remote() }),
    }));
  }

  private local(server: LocalAiServer, model: string): ModelWriter {
    // Keyed by address too: a server found at another address later gets its own client.
    return this.cached(`local:${server.baseUrl}:${model}`, () => ({
      model: { id: `local:${model}`, name: model, writer: 'openai', local: true, description: 'A model running on this server: your brand profile stays here' },
      writer: new OpenAiWriter({ baseUrl: server.baseUrl, model, ...this.remote(), label: `The local model ${model}` }),
    }));
  }

  private mindstudio(): ModelWriter {
    const { apiKey } = this.s.mindstudio;
    return this.cached('mindstudio', () => ({
      model: { id: 'mindstudio', name: 'MindStudio', writer: 'mindstudio', local: false, description: 'Written by your MindStudio workers, which receive your brief' },
      writer: new MindStudioWriter({ ...this.s.mindstudio, apiKey: apiKey as string, ...this.remote() }),
    }));
  }
}
