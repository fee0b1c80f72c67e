import { z } from 'zod';
import { EmojiStyle } from '../enums/marketing';
import { BRAND_DATA_LIMITS } from './brand-data.schema';
import { HTTP_URL_MESSAGE, isHttpUrl } from '../common/urls';
import { reissue } from '../common/issues';
import { lazySchema } from '../common/lazy-schema';

/** spec part 2 §5 "Analysis" and §8: the alert when the dialog is sent with nothing ticked. */
export const ANALYZE_BRAND_NO_SOURCE_MESSAGE = 'Please select at least one option to analyze your brand voice.';

/** spec part 2 §5 "Brand text limits", real content: the dialog's source texts are the brand record's. */
export const ANALYZE_REAL_CONTENT_LIMITS = BRAND_DATA_LIMITS.realContent;

export const ANALYZE_URL_MAX = 2048;

/** Blank text counts as not chosen: the dialog sends only the ticked parts, and a ticked blank adds nothing. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** spec part 2 §5: the website and blog URLs count only when they begin with http:// or https://. */
export const AnalyzeSourceUrl = lazySchema(() => z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(ANALYZE_URL_MAX)
    .refine(isHttpUrl, HTTP_URL_MESSAGE)
    .optional(),
));

const realContentText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

export const AnalyzeRealContent = lazySchema(() => z.object({
  socialMedia: realContentText(ANALYZE_REAL_CONTENT_LIMITS.socialMedia),
  websiteCopy: realContentText(ANALYZE_REAL_CONTENT_LIMITS.websiteCopy),
  emailIntros: realContentText(ANALYZE_REAL_CONTENT_LIMITS.emailIntros),
  blogPosts: realContentText(ANALYZE_REAL_CONTENT_LIMITS.blogPosts),
}));
export type AnalyzeRealContent = z.infer<typeof AnalyzeRealContent>;

export const AnalyzeBrandSources = lazySchema(() => z
  .object({
    website: AnalyzeSourceUrl,
    blogUrl: AnalyzeSourceUrl,
    realContent: AnalyzeRealContent.optional(),
  })
  .refine(
    (s) => Boolean(s.website || s.blogUrl || (s.realContent && Object.values(s.realContent).some(Boolean))),
    ANALYZE_BRAND_NO_SOURCE_MESSAGE,
  ));
export type AnalyzeBrandSources = z.infer<typeof AnalyzeBrandSources>;

const AnalyzeBrandId = lazySchema(() => z.string().uuid('Must be a brand id'));

/** Our client's form: the chosen parts under `sources`, the brand beside them (default brand when absent). */
export const AnalyzeBrandSourcesBody = lazySchema(() => z.object({
  brandId: AnalyzeBrandId.optional(),
  sources: z.preprocess((v) => v ?? {}, AnalyzeBrandSources),
}));

/** The spec's form (part 2 §7): only the chosen parts, `website`, `blog` and `content` (the real-content texts). */
export const AnalyzeBrandSpecBody = lazySchema(() => z
  .object({
    brandId: AnalyzeBrandId.optional(),
    website: AnalyzeSourceUrl,
    blog: AnalyzeSourceUrl,
    content: AnalyzeRealContent.optional(),
  })
  .refine((b) => Boolean(b.website || b.blog || (b.content && Object.values(b.content).some(Boolean))), ANALYZE_BRAND_NO_SOURCE_MESSAGE));

const SPEC_SOURCE_KEYS = ['website', 'blog', 'content'] as const;

/**
 * `POST /api/analyze-brand` in either form, answered as the `sources` one. A body mixing `sources` with the spec's
 * names is refused naming the spec field, rather than one of them being ignored.
 */
export const AnalyzeBrandBody = lazySchema(() => z.unknown().transform((body, ctx): z.output<typeof AnalyzeBrandSourcesBody> => {
  const record = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  if (record && Object.hasOwn(record, 'sources')) {
    const mixed = SPEC_SOURCE_KEYS.find((key) => Object.hasOwn(record, key));
    if (mixed) {
      const message = `Send the sources either as website, blog and content or under sources, not both: ${mixed} is beside sources`;
      return reissue(ctx, [{ code: 'custom', path: [mixed], message, input: record[mixed] }]);
    }
    const parsed = AnalyzeBrandSourcesBody.safeParse(record, { reportInput: true });
    return parsed.success ? parsed.data : reissue(ctx, parsed.error.issues);
  }
  const parsed = AnalyzeBrandSpecBody.safeParse(body ?? {}, { reportInput: true });
  if (!parsed.success) return reissue(ctx, parsed.error.issues);
  const { brandId, website, blog, content } = parsed.data;
  return { ...(brandId ? { brandId } : {}), sources: { website, blogUrl: blog, realContent: content } };
}));
export type AnalyzeBrandBody = z.input<typeof AnalyzeBrandSourcesBody> | z.input<typeof AnalyzeBrandSpecBody>;

export const VOICE_TRAIT_FIELDS = ['brand_personality', 'tone_of_voice', 'language_style', 'emoji_preferences'] as const;
export const VoiceTraitField = lazySchema(() => z.enum(VOICE_TRAIT_FIELDS));
export type VoiceTraitField = z.infer<typeof VoiceTraitField>;

/** Why a trait was suggested: the measures behind it, shown in the analysis dialog. */
export const VoiceEvidence = lazySchema(() => z.object({
  trait: z.string(),
  field: VoiceTraitField,
  reasons: z.array(z.string()),
}));
export type VoiceEvidence = z.infer<typeof VoiceEvidence>;

export const EmojiSuggestion = lazySchema(() => z.object({ style: EmojiStyle, customEmojis: z.string() }));
export type EmojiSuggestion = z.infer<typeof EmojiSuggestion>;

/** An analysis as the analyzers produce it and the service records it: the emoji suggestion whole. */
export const VoiceAnalysisResult = lazySchema(() => z.object({
  brand_personality: z.array(z.string()),
  tone_of_voice: z.array(z.string()),
  language_style: z.array(z.string()),
  emoji_preferences: EmojiSuggestion,
  evidence: z.array(VoiceEvidence),
  /** Which analyzer answered: offline, mindstudio or openai. */
  analyzer: z.string(),
}));
export type VoiceAnalysisResult = z.infer<typeof VoiceAnalysisResult>;

/**
 * The answer of `POST /api/analyze-brand`. spec part 2 §7: `emoji_preferences` is the style as lower-case text
 * (default none); the style with the suggested emoji stays under `emoji`, and `evidence` says why.
 */
export const AnalyzeBrandResponse = lazySchema(() => VoiceAnalysisResult.extend({ emoji_preferences: EmojiStyle, emoji: EmojiSuggestion }));
export type AnalyzeBrandResponse = z.infer<typeof AnalyzeBrandResponse>;

const LenientEmojiAnswer = lazySchema(() => z.object({ style: z.string().default('none'), customEmojis: z.string().default('') }));

/**
 * `POST /api/analyze-brand`'s answer as the Brand HQ reads it, leniently: lists may be missing; emoji_preferences is
 * the style text (lowercased, default none, spec part 2 §7) and `emoji` the style with the suggested emoji. An older
 * server sent the object as emoji_preferences, which is still understood. Here rather than in the remote so that the
 * remotes build no zod schema of their own (zod comes with the contracts the shell shares, issue 16).
 */
export const LenientAnalyzeBrandAnswer = lazySchema(() => z.object({
  brand_personality: z.array(z.string()).default([]),
  tone_of_voice: z.array(z.string()).default([]),
  language_style: z.array(z.string()).default([]),
  emoji_preferences: z.union([LenientEmojiAnswer, z.string()]).optional(),
  emoji: LenientEmojiAnswer.optional(),
  evidence: z.array(VoiceEvidence).default([]),
}));
export type LenientAnalyzeBrandAnswer = z.infer<typeof LenientAnalyzeBrandAnswer>;

/** The public answer of a recorded analysis. */
export function toAnalyzeBrandResponse(result: VoiceAnalysisResult): AnalyzeBrandResponse {
  return { ...result, emoji_preferences: result.emoji_preferences.style, emoji: result.emoji_preferences };
}

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
