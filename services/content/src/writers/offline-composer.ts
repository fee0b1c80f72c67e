import type { WritingWorker } from '@navia/contracts';
import { estimateTokens, type ContentWriter, type RevisionRequest, type WritingRequest, type WritingResult } from './content-writer';
import { composeDraft } from './composer/compose';
import { reviseForVoice } from './composer/revise-voice';

export const OFFLINE_WORKER_ID = 'navia-composer';
/** The composer's counterpart of PROMPT_VERSION: raise it when its drafts change by design (2: issue 21's rewrite). */
export const COMPOSER_VERSION = 'navia-composer/2';

/**
 * The built-in writer (WRITER=offline, and WRITER=auto while no local model server answers): composes a complete draft from the brand profile, the persona
 * and offer, the platform, format and topic, with no network and no key. Deterministic for one request; a
 * `variation` (each new write) changes the wording.
 */
export class OfflineComposer implements ContentWriter {
  readonly name = 'offline' as const;

  async write(request: WritingRequest): Promise<WritingResult> {
    const content = composeDraft(request);
    return { content, tokens: estimateTokens(content), promptVersion: COMPOSER_VERSION };
  }

  /** Rewrites the drifting passages itself, by what makes each drift (composer/revise-voice.ts). */
  async revise(request: RevisionRequest): Promise<WritingResult> {
    const { content } = reviseForVoice(request.draft, request.score, request.brand);
    return { content, tokens: estimateTokens(content), promptVersion: COMPOSER_VERSION };
  }

  async workers(): Promise<WritingWorker[]> {
    return [{ id: OFFLINE_WORKER_ID, name: 'Navia Composer', description: 'Built-in writer: drafts from your brand profile, offline', slug: 'navia-composer' }];
  }
}
