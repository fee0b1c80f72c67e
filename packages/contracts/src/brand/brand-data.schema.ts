import { z } from 'zod';
import { NorthStarData, BRAND_TEXT_LIMITS } from './onboarding.schema';
import { INDUSTRIES } from '../enums/industries';
import { EMOJI_STYLES } from '../enums/marketing';
import { limitedLine, limitedText, optionalChoice, tooLongMessage } from './brand-text';
import { webAddress } from '../common/urls';
import { reissue } from '../common/issues';
import { Offering, OfferingRecord } from './offering.schema';
import { Persona, PersonaRecord } from './persona.schema';
import { lazySchema } from '../common/lazy-schema';

// spec part 2 §5 "Brand text limits" (the brand record; offer and persona limits live beside their schemas).
export const BRAND_DATA_LIMITS = {
  companyName: BRAND_TEXT_LIMITS.companyName,
  website: BRAND_TEXT_LIMITS.website,
  industry: BRAND_TEXT_LIMITS.industry,
  businessStage: BRAND_TEXT_LIMITS.businessStage,
  socialPlatformUrl: 100,
  companyStory: 1500,
  companyMission: 800,
  companyVision: 800,
  /** The traits joined with ', ' as the screen shows them. */
  brandPersonality: 100,
  toneOfVoice: 100,
  languageStyle: 100,
  emojiStyle: 50,
  customEmojis: 50,
  realContent: { socialMedia: 1000, websiteCopy: 2000, emailIntros: 12000, blogPosts: 2000 },
} as const;

/** Social platforms with a single URL; linkedin has a profile and a company URL instead. */
export const SINGLE_URL_PLATFORMS = ['facebook', 'instagram', 'tiktok', 'pinterest', 'twitter', 'substack', 'youtube'] as const;
export type SingleUrlPlatform = (typeof SINGLE_URL_PLATFORMS)[number];

/** How voice traits are joined for the screen (and for the length limit): comma and space (spec part 2 §7). */
export const TRAIT_SEPARATOR = ', ';

/** Voice traits arrive as a list or as the form's comma-joined text; both become a list of trimmed, non-blank words. */
export function splitTraits(value: string | readonly string[]): string[] {
  return (typeof value === 'string' ? value.split(',') : value).map((t) => t.trim()).filter((t) => t !== '');
}

const traits = (field: 'brandPersonality' | 'toneOfVoice' | 'languageStyle') =>
  z
    .union([z.string(), z.array(z.string())], { error: `${field}.traits must be a list of traits or comma-separated text` })
    .transform(splitTraits)
    .refine((list) => list.join(TRAIT_SEPARATOR).length <= BRAND_DATA_LIMITS[field], tooLongMessage(field, BRAND_DATA_LIMITS[field]));

const voice = (field: 'brandPersonality' | 'toneOfVoice' | 'languageStyle') => z.object({ traits: traits(field).default([]) });

// The Open button links to these (spec part 2 §5 prefixes a bare address with https://): no other scheme.
const platformUrl = (path: string) =>
  webAddress(BRAND_DATA_LIMITS.socialPlatformUrl, { bareAllowed: true, tooLong: tooLongMessage(path, BRAND_DATA_LIMITS.socialPlatformUrl) }).default('');
const singleUrlPlatform = (name: SingleUrlPlatform) =>
  z.object({ selected: z.boolean().default(false), url: platformUrl(`socialPlatforms.${name}.url`) }).prefault({});

/** spec part 2 §3: each platform is {selected, url}; linkedin is {selected, profileUrl, companyUrl}. */
export const SocialPlatformsInput = lazySchema(() => z.object({
  facebook: singleUrlPlatform('facebook'),
  instagram: singleUrlPlatform('instagram'),
  tiktok: singleUrlPlatform('tiktok'),
  pinterest: singleUrlPlatform('pinterest'),
  twitter: singleUrlPlatform('twitter'),
  substack: singleUrlPlatform('substack'),
  youtube: singleUrlPlatform('youtube'),
  linkedin: z
    .object({
      selected: z.boolean().default(false),
      profileUrl: platformUrl('socialPlatforms.linkedin.profileUrl'),
      companyUrl: platformUrl('socialPlatforms.linkedin.companyUrl'),
    })
    .prefault({}),
}));

/** Adds an issue on every item whose id repeats an earlier item's id (ids are how strategies point at them). */
function uniqueIds(list: readonly { id?: string }[], ctx: z.RefinementCtx, what: string) {
  const seen = new Set<string>();
  list.forEach((item, index) => {
    if (!item.id) return;
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `Each ${what} needs its own id; ${item.id} is used twice` });
    seen.add(item.id);
  });
}

/**
 * Every field of the brand record (spec part 2 §3 "Brand data") with the §5 limits, as a save sends it. Top-level
 * fields have no defaults on purpose: a save is partial (`BrandDataPatch`), and an absent field means "keep it".
 * Nested objects are whole values: a present `realContent` replaces the stored one, its absent texts become ''.
 */
export const BrandDataFields = lazySchema(() => z.object({
  companyName: z
    .string()
    .trim()
    .min(1, 'companyName is required')
    .max(BRAND_DATA_LIMITS.companyName, tooLongMessage('companyName', BRAND_DATA_LIMITS.companyName)),
  // The same rule as onboarding's website (the analysis dialog fetches it): an http(s) URL or ''.
  website: webAddress(BRAND_DATA_LIMITS.website, { tooLong: tooLongMessage('website', BRAND_DATA_LIMITS.website) }),
  industry: optionalChoice('industry', INDUSTRIES, 'industry must be one of the listed industries'),
  // Either form ('STAGE 2 - Build' or 'Stage 2 - Build'); any text up to the limit, since an existing value outside
  // the offered stages is shown as an extra choice and comes back on save.
  businessStage: limitedLine('businessStage', BRAND_DATA_LIMITS.businessStage),
  companyStory: limitedText('companyStory', BRAND_DATA_LIMITS.companyStory),
  companyMission: limitedText('companyMission', BRAND_DATA_LIMITS.companyMission),
  companyVision: limitedText('companyVision', BRAND_DATA_LIMITS.companyVision),
  socialPlatforms: SocialPlatformsInput,
  brandPersonality: voice('brandPersonality'),
  toneOfVoice: voice('toneOfVoice'),
  languageStyle: voice('languageStyle'),
  emojiPreferences: z.object({
    // '' is "not chosen yet" (the brand-setup step counts it as missing); 'none' is the choice "no emojis".
    style: optionalChoice('emojiPreferences.style', EMOJI_STYLES).default(''),
    customEmojis: limitedLine('emojiPreferences.customEmojis', BRAND_DATA_LIMITS.customEmojis).default(''),
  }),
  realContent: z.object({
    socialMedia: limitedText('realContent.socialMedia', BRAND_DATA_LIMITS.realContent.socialMedia).default(''),
    websiteCopy: limitedText('realContent.websiteCopy', BRAND_DATA_LIMITS.realContent.websiteCopy).default(''),
    emailIntros: limitedText('realContent.emailIntros', BRAND_DATA_LIMITS.realContent.emailIntros).default(''),
    blogPosts: limitedText('realContent.blogPosts', BRAND_DATA_LIMITS.realContent.blogPosts).default(''),
  }),
  personas: z.object({ users: z.array(Persona).superRefine((list, ctx) => uniqueIds(list, ctx, 'persona')).default([]) }),
  offerings: z.array(Offering).superRefine((list, ctx) => uniqueIds(list, ctx, 'offering')),
  // From onboarding (spec part 1), and part of the record GET answers: a client saving back the whole record sends them.
  northStarStatement: z.string().max(BRAND_TEXT_LIMITS.northStarStatement, tooLongMessage('northStarStatement', BRAND_TEXT_LIMITS.northStarStatement)),
  northStarData: NorthStarData.partial(),
}));
export type BrandDataFieldsInput = z.input<typeof BrandDataFields>;
export type BrandDataFields = z.output<typeof BrandDataFields>;

/** A save's brand data: spec "partial records keep what they leave out"; a present top-level field replaces. */
export const BrandDataPatch = lazySchema(() => BrandDataFields.partial());
export type BrandDataPatchInput = z.input<typeof BrandDataPatch>;
export type BrandDataPatch = z.output<typeof BrandDataPatch>;

const SaveBrandId = lazySchema(() => z.string().uuid('Must be a brand id'));

/** Our client's form of POST /api/brand-data: the patch under `brandData`, the brand beside it. */
export const WrappedBrandSave = lazySchema(() => z.object({ brandId: SaveBrandId.optional(), brandData: BrandDataPatch }));
/** The spec's form (part 2 §7 "full brand data object: companyName, website, … at the top level"), brand beside it. */
export const TopLevelBrandSave = lazySchema(() => BrandDataPatch.extend({ brandId: SaveBrandId.optional() }));

/**
 * The fields a brand record may carry: a key outside these is refused by name rather than silently dropped. Asked of
 * the schema at the save, not listed when the module loads (common/lazy-schema.ts).
 */
const isBrandRecordKey = (key: string) => Object.hasOwn(BrandDataFields.shape, key);

type SaveIssue = { path: string[]; message: string };

/** The first key a save may not carry: the two forms mixed, or a field no brand record has. */
function misplacedKey(body: Record<string, unknown>): SaveIssue | null {
  const wrapped = Object.hasOwn(body, 'brandData');
  for (const key of Object.keys(body)) {
    if (key === 'brandId' || key === 'brandData' || (!wrapped && isBrandRecordKey(key))) continue;
    if (isBrandRecordKey(key)) {
      return { path: [key], message: `Send the brand record either at the top level or under brandData, not both: ${key} is beside brandData` };
    }
    return { path: [key], message: `${key} is not a field of the brand record` };
  }
  const inner = wrapped ? body.brandData : null;
  if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
    const unknown = Object.keys(inner).find((key) => !isBrandRecordKey(key));
    if (unknown) return { path: ['brandData', unknown], message: `${unknown} is not a field of the brand record` };
  }
  return null;
}

/**
 * POST /api/brand-data in either form, answered as the wrapped one. Field errors name the field as it was sent
 * (`companyName` in the spec's form, `brandData.companyName` in ours); nothing is dropped without a word. Without
 * brandId the user's default brand is saved.
 */
export const SaveBrandDataBody = lazySchema(() => z.unknown().transform((body, ctx): z.output<typeof WrappedBrandSave> => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return reissue(ctx, [{ path: [], message: 'Must be the brand record' }]);
  const misplaced = misplacedKey(body as Record<string, unknown>);
  if (misplaced) return reissue(ctx, [misplaced]);
  if (Object.hasOwn(body, 'brandData')) {
    const parsed = WrappedBrandSave.safeParse(body, { reportInput: true });
    return parsed.success ? parsed.data : reissue(ctx, parsed.error.issues);
  }
  const parsed = TopLevelBrandSave.safeParse(body, { reportInput: true });
  if (!parsed.success) return reissue(ctx, parsed.error.issues);
  const { brandId, ...brandData } = parsed.data;
  return { ...(brandId ? { brandId } : {}), brandData };
}));
export type SaveBrandDataBody = z.input<typeof WrappedBrandSave> | z.input<typeof TopLevelBrandSave>;

const SocialLink = lazySchema(() => z.looseObject({ selected: z.boolean(), url: z.string() }));
const VoiceRecord = lazySchema(() => z.looseObject({ traits: z.array(z.string()) }));

/**
 * The brand record as GET and POST /api/brand-data answer it: every field present (blank when never set),
 * businessStage in screen form ('STAGE n - Title'), traits as lists. Deliberately without the input limits and
 * tolerant of extra fields, so records written by older versions still parse.
 */
export const BrandData = lazySchema(() => z.looseObject({
  companyName: z.string(),
  website: z.string(),
  industry: z.string(),
  /** Screen form ('STAGE n - Title'); stored as 'Stage n - Title'. */
  businessStage: z.string(),
  companyStory: z.string(),
  companyMission: z.string(),
  companyVision: z.string(),
  socialPlatforms: z.looseObject({
    facebook: SocialLink,
    instagram: SocialLink,
    tiktok: SocialLink,
    pinterest: SocialLink,
    twitter: SocialLink,
    substack: SocialLink,
    youtube: SocialLink,
    linkedin: z.looseObject({ selected: z.boolean(), profileUrl: z.string(), companyUrl: z.string() }),
  }),
  brandPersonality: VoiceRecord,
  toneOfVoice: VoiceRecord,
  languageStyle: VoiceRecord,
  emojiPreferences: z.looseObject({ style: z.string(), customEmojis: z.string() }),
  realContent: z.looseObject({ socialMedia: z.string(), websiteCopy: z.string(), emailIntros: z.string(), blogPosts: z.string() }),
  personas: z.looseObject({ users: z.array(PersonaRecord) }),
  offerings: z.array(OfferingRecord),
  /** From onboarding (spec part 1); not edited on the brand profile. */
  northStarStatement: z.string(),
  northStarData: NorthStarData.partial(),
}));
export type BrandData = z.infer<typeof BrandData>;

export const BrandDataResponse = lazySchema(() => z.object({ id: z.string().uuid(), brandData: BrandData }));
export type BrandDataResponse = z.infer<typeof BrandDataResponse>;

export const BrandSummary = lazySchema(() => z.object({ id: z.string().uuid(), companyName: z.string(), isDefault: z.boolean() }));
export type BrandSummary = z.infer<typeof BrandSummary>;

export const UserBrandsResponse = lazySchema(() => z.object({ brands: z.array(BrandSummary) }));
export type UserBrandsResponse = z.infer<typeof UserBrandsResponse>;

export const BrandIdParams = lazySchema(() => z.object({ brandId: z.string().uuid('Must be a brand id') }));

/** POST /api/user-brands: another brand profile (plans with brand.multipleProfiles, or a user without a brand). */
export const CreateBrandBody = lazySchema(() => z.object({
  companyName: z
    .string()
    .trim()
    .min(1, 'companyName is required')
    .max(BRAND_DATA_LIMITS.companyName, tooLongMessage('companyName', BRAND_DATA_LIMITS.companyName)),
}));
export type CreateBrandBody = z.input<typeof CreateBrandBody>;
/** 201 with the new brand's summary. */
export const CreateBrandResponse = BrandSummary;
export type CreateBrandResponse = BrandSummary;
