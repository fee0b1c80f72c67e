import type { BrandData, OfferingRecord, PersonaRecord, VoiceScore, WriterConfig, WriterName, WritingWorker } from '@navia/contracts';
import type { VendorFailureKind } from '@navia/service-kit';

/** Everything a writer is fed: the brand profile, the chosen persona and offer, the platform, format and topic. */
export interface WritingRequest {
  userId: string;
  platform: { id: string; name: string };
  format: {
    id: string;
    name: string;
    writer: WriterConfig;
    /** The format's MindStudio settings (spec: workerId, workflow, defaultVariables). */
    mindstudio: { workerId: string; workflow: string; defaultVariables: Record<string, string> };
  };
  topic: string;
  /** The Who and What as the owner chose them (a persona or offer name, or free text). */
  audience: string;
  offer: string;
  brand: BrandData;
  /** The brand's persona and offering matched to the choices, when they match one. */
  persona: PersonaRecord | null;
  offering: OfferingRecord | null;
  /** A task execution writes for its strategy and task. */
  strategy?: { name: string; description: string };
  task?: { title: string; description: string };
  /** The plan's tokens per request; null when the plan sets none (the writer's configured maximum applies). */
  maxTokens: number | null;
  /** The caller's extra variables for a MindStudio worker (never overriding the ones we set). */
  extraVariables: Record<string, string | number | boolean>;
  /** Varies the offline composer's wording between two writes of the same request. */
  variation?: string;
}

/** "Make it more on-brand" (issue 18): a draft, its voice score against the brand, and what to send it back to. */
export interface RevisionRequest {
  userId: string;
  brand: BrandData;
  /** The draft as the person has it (markdown). */
  draft: string;
  /** The draft's score, with the passages that drift (offsets into `draft`). */
  score: VoiceScore;
  /** The format the draft is for, when the workspace names one ('' otherwise). */
  formatName: string;
  /** The MindStudio worker to run: the format's, or the configured default. */
  mindstudio: { workerId: string; workflow: string; defaultVariables: Record<string, string> };
  maxTokens: number | null;
}

export interface WritingResult {
  /** The draft in markdown. */
  content: string;
  /** Tokens the remote writer reported, or an estimate (characters / 4) for the offline composer. */
  tokens: number;
  /** The version of the instructions the draft was written from (PROMPT_VERSION, or the composer's COMPOSER_VERSION). */
  promptVersion: string;
}

/** One interface for every writer (chosen by WRITER): the offline composer, a MindStudio worker, an OpenAI-compatible endpoint. */
export interface ContentWriter {
  readonly name: WriterName;
  write(request: WritingRequest, opts?: { signal?: AbortSignal }): Promise<WritingResult>;
  /** The draft with its drifting passages rewritten toward the brand's voice, the rest as it was. */
  revise(request: RevisionRequest, opts?: { signal?: AbortSignal }): Promise<WritingResult>;
  /** GET /api/mindstudio/workers */
  workers(opts?: { signal?: AbortSignal }): Promise<WritingWorker[]>;
}

/** A remote writer failed: an error answer, an unusable answer, a timeout or no connection. */
export class WriterError extends Error {
  /** The vendor's own words or the network error, for logs only: they may echo key fragments or internal names. */
  detail?: string;
  /** What went wrong with a remote call (service-kit's vendor failures set it). */
  kind?: VendorFailureKind;
  constructor(
    readonly writer: WriterName,
    message: string,
    readonly upstreamStatus?: number,
  ) {
    super(message);
    this.name = 'WriterError';
  }
}

/** A rough token count (about four characters a token in English), for the offline composer and pre-checks. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** Drops a fence a chat model wraps its whole answer in (```markdown … ```). */
export function unfence(text: string): string {
  const m = /^\s*```[a-zA-Z]*\n([\s\S]*?)\n```\s*$/.exec(text);
  return (m ? m[1] : text).trim();
}
