import {
  DEFAULT_CURRENCY,
  SINGLE_URL_PLATFORMS,
  splitTraits,
  toScreenStage,
  type BrandData,
  type BrandDataResponse,
  type BrandSummary,
  type OfferingRecord,
  type PersonaRecord,
  type SingleUrlPlatform,
} from '@navia/contracts';
import type { BrandRow } from '../repositories/brands-repository';

type Loose = Record<string, unknown>;

const obj = (v: unknown): Loose => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Loose) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
/** Ids and prices were numbers in some older records (an id is a timestamp); answer them as text. */
const textOrNumber = (v: unknown): string => (typeof v === 'number' && Number.isFinite(v) ? String(v) : str(v));

function traitsOf(voice: unknown): { traits: string[] } {
  const traits = obj(voice).traits;
  if (typeof traits === 'string') return { traits: splitTraits(traits) };
  return { traits: splitTraits(list(traits).filter((t): t is string => typeof t === 'string')) };
}

function presentSocialPlatforms(value: unknown): BrandData['socialPlatforms'] {
  const stored = obj(value);
  const platforms = Object.fromEntries(
    SINGLE_URL_PLATFORMS.map((name) => {
      const p = obj(stored[name]);
      return [name, { selected: p.selected === true, url: str(p.url) }];
    }),
  ) as Record<SingleUrlPlatform, { selected: boolean; url: string }>;
  const linkedin = obj(stored.linkedin);
  return {
    ...platforms,
    // An older linkedin entry had a single url: it is the profile URL.
    linkedin: { selected: linkedin.selected === true, profileUrl: str(linkedin.profileUrl) || str(linkedin.url), companyUrl: str(linkedin.companyUrl) },
  };
}

export function presentOffering(value: unknown): OfferingRecord {
  const o = obj(value);
  return {
    id: textOrNumber(o.id),
    name: str(o.name),
    description: str(o.description),
    price: textOrNumber(o.price),
    currency: str(o.currency) || DEFAULT_CURRENCY,
    offerUrl: str(o.offerUrl),
    keyValue: str(o.keyValue),
    story: str(o.story),
  };
}

/** Known fields only: the legacy whereTheySpendTime is dropped on load (spec part 2 §3). */
export function presentPersona(value: unknown): PersonaRecord {
  const p = obj(value);
  return {
    id: textOrNumber(p.id),
    name: str(p.name),
    age: textOrNumber(p.age),
    gender: str(p.gender),
    location: str(p.location),
    educationLevel: str(p.educationLevel),
    industry: str(p.industry),
    occupation: str(p.occupation),
    incomeLevel: str(p.incomeLevel),
    relationshipStatus: str(p.relationshipStatus),
    childrenStatus: str(p.childrenStatus),
    mainFrustration: str(p.mainFrustration),
    mainNeed: str(p.mainNeed),
    obstacles: str(p.obstacles),
    triedBefore: str(p.triedBefore),
    offlineTime: str(p.offlineTime),
    onlineTime: str(p.onlineTime),
  };
}

/**
 * The whole brand record in the shape GET and POST /api/brand-data answer: every field present (blank when never
 * set), traits as lists, the stage in screen form ('STAGE n - Title'; stored as 'Stage n - Title', spec part 2 §3).
 * Fields this version does not know are passed through at the top level.
 */
export function presentBrandData(row: BrandRow): BrandDataResponse {
  const data = obj(row.data);
  const emoji = obj(data.emojiPreferences);
  const real = obj(data.realContent);
  return {
    id: row.id,
    brandData: {
      ...data,
      companyName: row.company_name,
      website: str(data.website),
      industry: str(data.industry),
      businessStage: toScreenStage(str(data.businessStage)),
      companyStory: str(data.companyStory),
      companyMission: str(data.companyMission),
      companyVision: str(data.companyVision),
      socialPlatforms: presentSocialPlatforms(data.socialPlatforms),
      brandPersonality: traitsOf(data.brandPersonality),
      toneOfVoice: traitsOf(data.toneOfVoice),
      languageStyle: traitsOf(data.languageStyle),
      emojiPreferences: { style: str(emoji.style), customEmojis: str(emoji.customEmojis) },
      realContent: {
        socialMedia: str(real.socialMedia),
        websiteCopy: str(real.websiteCopy),
        emailIntros: str(real.emailIntros),
        blogPosts: str(real.blogPosts),
      },
      personas: { users: list(obj(data.personas).users).map(presentPersona) },
      offerings: list(data.offerings).map(presentOffering),
      northStarStatement: str(data.northStarStatement),
      northStarData: obj(data.northStarData) as Record<string, string>,
    },
  };
}

export function presentBrandSummary(row: BrandRow): BrandSummary {
  return { id: row.id, companyName: row.company_name, isDefault: row.is_default };
}
