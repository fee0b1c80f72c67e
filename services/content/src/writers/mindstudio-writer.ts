import { contentText, type WritingWorker } from '@navia/contracts';
import { MindStudioClient } from '@navia/service-kit';
import { estimateTokens, unfence, WriterError, type ContentWriter, type WritingRequest, type WritingResult } from './content-writer';
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
 * `result` (text, or an object holding it). Calls go through service-kit's MindStudioClient.
 */
export class MindStudioWriter implements ContentWriter {
  readonly name = 'mindstudio' as const;
  private readonly client: MindStudioClient;

  constructor(private readonly s: MindStudioWriterSettings) {
    const { baseUrl, apiKey, runPath, loadPath, timeoutMs, retries } = s;
    this.client = new MindStudioClient(
      { baseUrl, apiKey, runPath, loadPath },
      { label: 'The mindstudio writer', missing: 'a draft', error: (message, status) => new WriterError('mindstudio', message, status), timeoutMs, retries },
    );
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
    const result = await this.client.run({ workerId, workflow, variables: this.variables(r) }, opts);
    const text = contentText(result);
    if (!text || !text.trim()) throw new WriterError('mindstudio', 'The mindstudio writer answered without a draft');
    const content = unfence(text);
    return { content, tokens: estimateTokens(content) };
  }

  workers(opts: { signal?: AbortSignal } = {}): Promise<WritingWorker[]> {
    return this.client.listWorkers(opts);
  }
}
