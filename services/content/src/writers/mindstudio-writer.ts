import { contentText, type WritingWorker } from '@navia/contracts';
import { MindStudioClient } from '@navia/service-kit';
import { estimateTokens, WriterError, type ContentWriter, type RevisionRequest, type WritingRequest, type WritingResult } from './content-writer';
import { askWithOneRepair } from './draft-repair';
import { emojiRule, PROMPT_VERSION, REVISION_INSTRUCTIONS, REVISION_PROMPT_VERSION, revisionBrief, WRITER_INSTRUCTIONS, writingBrief } from './writing-brief';

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
const RESERVED = new Set(['userID', 'topic', 'audience', 'offer', 'platform', 'format', 'brief', 'instructions', 'maxTokens', 'promptVersion', 'previousAnswer']);

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
      promptVersion: PROMPT_VERSION,
    };
  }

  /**
   * Runs the format's worker; an answer that is not a draft is run once more with the problem added to the
   * instructions and the first answer as `previousAnswer` (a worker's workflow may ignore it; the instructions it reads).
   */
  async write(r: WritingRequest, opts: { signal?: AbortSignal } = {}): Promise<WritingResult> {
    const { workerId, workflow } = r.format.mindstudio;
    const content = await this.run(workerId, workflow, this.variables(r), WRITER_INSTRUCTIONS, r.format.name, opts);
    return { content, tokens: estimateTokens(content), promptVersion: PROMPT_VERSION };
  }

  /**
   * The same worker, given the revision brief and instructions, and the draft as `previousAnswer` (what a workflow
   * that supports revisions reads).
   */
  async revise(r: RevisionRequest, opts: { signal?: AbortSignal } = {}): Promise<WritingResult> {
    const { workerId, workflow, defaultVariables } = r.mindstudio;
    const b = r.brand;
    const variables = {
      ...defaultVariables,
      userID: r.userId,
      format: r.formatName,
      companyName: b.companyName,
      brandPersonality: b.brandPersonality.traits.join(', '),
      toneOfVoice: b.toneOfVoice.traits.join(', '),
      languageStyle: b.languageStyle.traits.join(', '),
      emojiRule: emojiRule(b.emojiPreferences.style, b.emojiPreferences.customEmojis),
      brief: revisionBrief(r),
      instructions: REVISION_INSTRUCTIONS,
      previousAnswer: r.draft,
      maxTokens: r.maxTokens ?? this.s.maxTokens,
      promptVersion: REVISION_PROMPT_VERSION,
    };
    const content = await this.run(workerId, workflow, variables, REVISION_INSTRUCTIONS, r.formatName || 'draft', opts);
    return { content, tokens: estimateTokens(content), promptVersion: REVISION_PROMPT_VERSION };
  }

  private async run(
    workerId: string,
    workflow: string,
    variables: Record<string, string | number | boolean>,
    instructions: string,
    formatName: string,
    opts: { signal?: AbortSignal },
  ): Promise<string> {
    const { content } = await askWithOneRepair('mindstudio', 'The mindstudio writer', formatName, async (repair) => {
      const vars = repair ? { ...variables, instructions: `${instructions} ${repair.instruction}`, previousAnswer: repair.previous } : variables;
      const result = await this.client.run({ workerId, workflow, variables: vars }, opts);
      // An object with no text in it is data, not a draft: shown as JSON, it is repaired like a JSON answer.
      const raw = contentText(result) ?? JSON.stringify(result);
      return { raw, tokens: estimateTokens(raw) };
    });
    return content;
  }

  workers(opts: { signal?: AbortSignal } = {}): Promise<WritingWorker[]> {
    return this.client.listWorkers(opts);
  }
}
