import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

/**
 * POST /api/voice-score (issue 18, beyond the spec): how well a text fits the brand's saved voice, measured offline
 * and deterministically against its personality, tone and language traits, its emoji style and its real content.
 */
export const VOICE_SCORE_TEXT_MAX = 50_000;

export const VoiceScoreBody = lazySchema(() => z.object({
  text: z.string().max(VOICE_SCORE_TEXT_MAX, `At most ${VOICE_SCORE_TEXT_MAX} characters`),
  /** The brand whose voice it is measured against; the default brand without it. */
  brandId: z.string().uuid('Must be a brand id').optional(),
}));
export type VoiceScoreBody = z.input<typeof VoiceScoreBody>;

export const VOICE_ASPECTS = ['personality', 'tone', 'language', 'emoji'] as const;
export const VoiceAspect = lazySchema(() => z.enum(VOICE_ASPECTS));
export type VoiceAspect = z.infer<typeof VoiceAspect>;

export const VoiceAspectScore = lazySchema(() => z.object({
  aspect: VoiceAspect,
  /** What the brand's voice asks for: its saved traits, or its emoji style. */
  expected: z.array(z.string()),
  /** What the text reads as, in the same terms. */
  found: z.array(z.string()),
  /** 0–100; an aspect the brand has not set (or set only with traits we cannot measure) is 100 and counts for nothing. */
  score: z.number().int().min(0).max(100),
  /** False for such an aspect: the score cannot say how the text fits it. */
  measured: z.boolean(),
}));
export type VoiceAspectScore = z.infer<typeof VoiceAspectScore>;

/**
 * What makes a passage drift, for a writer that fixes it (the offline composer rewrites by kind): emoji where the
 * voice uses none, too many emoji for a sparing voice, an exclamation, casual wording or contractions in a formal
 * voice, formal wording or a long sentence in a casual one.
 */
export const DRIFT_KINDS = ['emoji-unwanted', 'emoji-crowded', 'exclamation', 'casual-wording', 'contractions', 'formal-wording', 'long-sentence'] as const;
export const DriftKind = lazySchema(() => z.enum(DRIFT_KINDS));
export type DriftKind = z.infer<typeof DriftKind>;

/** A passage that drifts from the voice: character offsets into the text (end exclusive), why, and the words that do. */
export const VoiceDrift = lazySchema(() => z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  aspect: VoiceAspect,
  reason: z.string(),
  kind: DriftKind,
  /** The words of the passage that drift (lower case, as matched), when the kind is about words. */
  terms: z.array(z.string()),
}));
export type VoiceDrift = z.infer<typeof VoiceDrift>;

/** A passage of the brand's real content the text matches on an aspect. */
export const VoiceMatch = lazySchema(() => z.object({ sample: z.string(), aspect: VoiceAspect }));
export type VoiceMatch = z.infer<typeof VoiceMatch>;

export const VoiceScore = lazySchema(() => z.object({
  score: z.number().int().min(0).max(100),
  aspects: z.array(VoiceAspectScore),
  drift: z.array(VoiceDrift),
  matches: z.array(VoiceMatch),
}));
export type VoiceScore = z.infer<typeof VoiceScore>;
