import { contentText, type WritingWorker } from '@navia/contracts';
import { upstreamMessage } from '@navia/service-kit';
import { estimateTokens, WriterError, type ContentWriter, type WritingRequest, type WritingResult } from './content-writer';
import { callWriter, unfence } from './remote-call';
import { emojiRule, WRITER_INSTRUCTIONS, writingBrief } from './writing-brief';

export interface MindStudioWriterSettings {
  baseUrl: string;
  apiKey: string;
  /** `/developer/v2/agents/run` (current); older accounts use `/developer/v2/workers/run` or `/developer/v2/apps/run`. */
  runPath: string;
  /** `/developer/v2/agents/load` (legacy `/developer/v2/workers/load`). */
  loadPath: string;
  timeoutMs: number;
  retries: number;
  /** Tokens asked for when the plan sets none. */
  maxTokens: number;
}

/** Variables we set ourselves; a caller's extra variables never replace them. */
const RESERVED = new Set(['userID', 'topic', 'audience', 'offer', 'platform', 'format', 'brief', 'instructions', 'maxTokens']);

/**
 * The seed product's writing backend: the format's MindStudio worker, run synchronously. It receives the format's
 * default variables, then userID, topic, audience, offer, platform and format (spec part 2 §7), and our brief of
 * the brand (voice, emoji rule, samples, persona, offer) with the plan's token limit; it answers the draft in
 * `result` (text, or an object holding it).
 */
export class MindStudioWriter implements ContentWriter {
  readonly name = 'mindstudio' as const;

  constructor(private readonly s: MindStudioWriterSettings) {}

  private url(path: string): string {
    return `${this.s.baseUrl.replace(/\/+$/, '')}${path}`;
  }

  variables(r: WritingRequest): Record<string, string | number | boolean> {
    const extra = Object.fromEntries(Object.entries(r.extraVariables).filter(([k]) => !RESERVED.has(k)));
    const b = r.brand;
    return {
      ...r.format.mindstudio.defaultVariables,
      ...extra,
      userID: r.userId,
      topic: r.topic,
      audience: r.persona?.name || r.audience,
      offer: r.offering?.name || r.offer,
      platform: r.platform.name,
      format: r.format.name,
      companyName: b.companyName,
      brandPersonality: b.brandPersonality.traits.join(', '),
      toneOfVoice: b.toneOfVoice.traits.join(', '),
      languageStyle: b.languageStyle.traits.join(', '),
      emojiRule: emojiRule(b.emojiPreferences.style, b.emojiPreferences.customEmojis),
      brief: writingBrief(r),
      instructions: WRITER_INSTRUCTIONS,
      maxTokens: r.maxTokens ?? this.s.maxTokens,
    };
  }

  async write(r: WritingRequest, opts: { signal?: AbortSignal } = {}): Promise<WritingResult> {
    const { workerId, workflow } = r.format.mindstudio;
    const { body } = await callWriter(
      'mindstudio',
      this.url(this.s.runPath),
      {
        method: 'POST',
        payload: {
          workerId,
          // Older generations of the API name the worker appId.
          ...(this.s.runPath.includes('/apps/') ? { appId: workerId } : {}),
          workflow,
          variables: this.variables(r),
        },
        headers: { authorization: `Bearer ${this.s.apiKey}` },
      },
      { timeoutMs: this.s.timeoutMs, retries: this.s.retries, signal: opts.signal },
    );
    const answer = (typeof body === 'object' && body !== null ? body : {}) as { success?: boolean; result?: unknown };
    if (answer.success === false) {
      const error = new WriterError('mindstudio', 'The mindstudio writer reported that the run failed');
      error.detail = upstreamMessage(body);
      throw error;
    }
    const text = contentText(answer.result);
    if (!text || !text.trim()) throw new WriterError('mindstudio', 'The mindstudio writer answered without a draft');
    const content = unfence(text);
    return { content, tokens: estimateTokens(content) };
  }

  async workers(opts: { signal?: AbortSignal } = {}): Promise<WritingWorker[]> {
    const { body } = await callWriter(
      'mindstudio',
      this.url(this.s.loadPath),
      { method: 'GET', headers: { authorization: `Bearer ${this.s.apiKey}` } },
      { timeoutMs: this.s.timeoutMs, retries: this.s.retries, signal: opts.signal },
    );
    const apps = (body as { apps?: unknown } | undefined)?.apps;
    if (!Array.isArray(apps)) throw new WriterError('mindstudio', 'The mindstudio writer answered the worker list in an unknown shape');
    return apps
      .filter((a): a is Record<string, unknown> => typeof a === 'object' && a !== null && typeof (a as { id?: unknown }).id === 'string')
      .map((a) => ({
        id: String(a.id),
        name: typeof a.name === 'string' ? a.name : String(a.id),
        description: typeof a.description === 'string' ? a.description : '',
        slug: typeof a.slug === 'string' ? a.slug : null,
      }));
  }
}
