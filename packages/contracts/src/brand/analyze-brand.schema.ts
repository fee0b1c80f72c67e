import { z } from 'zod';
import { EmojiStyle } from '../enums/marketing';
import { BRAND_DATA_LIMITS } from './brand-data.schema';

/** spec part 2 §5 "Analysis" and §8: the alert when the dialog is sent with nothing ticked. */
export const ANALYZE_BRAND_NO_SOURCE_MESSAGE = 'Please select at least one option to analyze your brand voice.';

/** spec part 2 §5 "Brand text limits", real content: the dialog's source texts are the brand record's. */
export const ANALYZE_REAL_CONTENT_LIMITS = BRAND_DATA_LIMITS.realContent;

export const ANALYZE_URL_MAX = 2048;

/** Blank text counts as not chosen: the dialog sends only the ticked parts, and a ticked blank adds nothing. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

function parsesAsUrl(v: string): boolean {
  // Not URL.canParse: this schema also runs in browsers that lack it.
  try {
    new URL(v);
    return true;
  } catch {
    return false;
  }
}

/** spec part 2 §5: the website and blog URLs count only when they begin with http:// or https://. */
export const AnalyzeSourceUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(ANALYZE_URL_MAX)
    .refine((v) => /^https?:\/\/[^\s/]+/i.test(v) && parsesAsUrl(v), 'Must be a URL starting with http:// or https://')
    .optional(),
);

const realContentText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

export const AnalyzeRealContent = z.object({
  socialMedia: realContentText(ANALYZE_REAL_CONTENT_LIMITS.socialMedia),
  websiteCopy: realContentText(ANALYZE_REAL_CONTENT_LIMITS.websiteCopy),
  emailIntros: realContentText(ANALYZE_REAL_CONTENT_LIMITS.emailIntros),
  blogPosts: realContentText(ANALYZE_REAL_CONTENT_LIMITS.blogPosts),
});
export type AnalyzeRealContent = z.infer<typeof AnalyzeRealContent>;

export const AnalyzeBrandSources = z
  .object({
    website: AnalyzeSourceUrl,
    blogUrl: AnalyzeSourceUrl,
    realContent: AnalyzeRealContent.optional(),
  })
  .refine(
    (s) => Boolean(s.website || s.blogUrl || (s.realContent && Object.values(s.realContent).some(Boolean))),
    ANALYZE_BRAND_NO_SOURCE_MESSAGE,
  );
export type AnalyzeBrandSources = z.infer<typeof AnalyzeBrandSources>;

/** `POST /api/analyze-brand`: only the chosen parts; the brand defaults to the user's default brand. */
export const AnalyzeBrandBody = z.object({
  brandId: z.string().uuid('Must be a brand id').optional(),
  sources: z.preprocess((v) => v ?? {}, AnalyzeBrandSources),
});
export type AnalyzeBrandBody = z.input<typeof AnalyzeBrandBody>;

export const VOICE_TRAIT_FIELDS = ['brand_personality', 'tone_of_voice', 'language_style', 'emoji_preferences'] as const;
export const VoiceTraitField = z.enum(VOICE_TRAIT_FIELDS);
export type VoiceTraitField = z.infer<typeof VoiceTraitField>;

/** Why a trait was suggested: the measures behind it, shown in the analysis dialog. */
export const VoiceEvidence = z.object({
  trait: z.string(),
  field: VoiceTraitField,
  reasons: z.array(z.string()),
});
export type VoiceEvidence = z.infer<typeof VoiceEvidence>;

export const AnalyzeBrandResponse = z.object({
  brand_personality: z.array(z.string()),
  tone_of_voice: z.array(z.string()),
  language_style: z.array(z.string()),
  emoji_preferences: z.object({ style: EmojiStyle, customEmojis: z.string() }),
  evidence: z.array(VoiceEvidence),
  /** Which analyzer answered: offline, mindstudio or openai. */
  analyzer: z.string(),
});
export type AnalyzeBrandResponse = z.infer<typeof AnalyzeBrandResponse>;

/** Stable error ids of this call (besides validation_error, unauthorized, not_found, too_many_requests). */
export const AnalyzeBrandErrorIds = {
  /** 422: a website or blog address points at a private, loopback or link-local network, or is not http(s). */
  sourceRefused: 'analysis_source_refused',
  /** 422: the website or blog could not be read (timeout, error status, not a web page). */
  sourceUnreachable: 'analysis_source_unreachable',
  /** 422: the chosen sources hold no readable text. */
  noText: 'analysis_no_text',
  /** 502: the configured remote analyzer failed or answered something unusable. */
  analyzerFailed: 'analyzer_failed',
  /** 504: no result within the wait; the analysis may still finish later. */
  timeout: 'analysis_timeout',
} as const;
