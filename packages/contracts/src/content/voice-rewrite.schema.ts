import { z } from 'zod';
import { VOICE_SCORE_TEXT_MAX, VoiceScore } from '../brand/voice-score.schema';
import { AiModel } from './ai-models.schema';
import { lazySchema } from '../common/lazy-schema';

/**
 * POST /api/voice-rewrite (issue 18, beyond the spec): "Make it more on-brand". The draft and its drifting passages
 * go to the writer the user writes with (the offline composer rewrites them itself); the answer is the rewritten
 * text with its new score beside the old one. Nothing is saved: the person accepts it into the editor (an undoable
 * edit) or keeps their draft.
 */
export const VoiceRewriteBody = lazySchema(() => z.object({
  text: z.string().trim().min(1, 'Write something first').max(VOICE_SCORE_TEXT_MAX, `At most ${VOICE_SCORE_TEXT_MAX} characters`),
  /** The brand whose voice it is brought to; the default brand without it. */
  brandId: z.string().uuid('Must be a brand id').optional(),
  /** The workspace's format, when one is chosen: a remote writer is told what the draft is. */
  formatId: z.string().max(200).optional(),
}));
export type VoiceRewriteBody = z.input<typeof VoiceRewriteBody>;

export const VoiceRewriteResponse = lazySchema(() => z.object({
  /** The rewritten draft; the same text when the writer found nothing to bring closer. */
  text: z.string(),
  /** The rewritten draft's score, and the score of the text as sent. */
  voice: VoiceScore,
  previous: VoiceScore,
  /** How many of the drifting passages (as sent) are no longer in the text. */
  passagesRewritten: z.number().int().min(0),
  model: AiModel,
  promptVersion: z.string(),
}));
export type VoiceRewriteResponse = z.infer<typeof VoiceRewriteResponse>;
