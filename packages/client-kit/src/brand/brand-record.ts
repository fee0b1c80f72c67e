import {
  DEFAULT_CURRENCY,
  LEGACY_PERSONA_FIELDS,
  PERSONA_FIELD_KEYS,
  SINGLE_URL_PLATFORMS,
  TEMP_PERSONA_ID_PREFIX,
  splitTraits,
  toScreenStage,
  type BrandData,
  type OfferingRecord,
  type PersonaRecord,
} from '@navia/contracts';

// In the client kit because every area reads the same record: Brand HQ edits it, the writing workspace takes its
// audiences, offers and links, the launch dialog its offers and personas. One normalization serves all three, so a
// record written by an older version reads the same everywhere.

/**
 * The brand record as the screens use it: the contract's BrandData (spec part 2 §3 "Brand data") with every field
 * present. Built by `normalizeBrandRecord` from whatever the server answered, so a record written by an older
 * version (fields missing, traits as text, a legacy persona field) still renders.
 */
export type BrandRecord = BrandData;
export type SocialPlatforms = BrandRecord['socialPlatforms'];
export type RealContent = BrandRecord['realContent'];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const bool = (value: unknown): boolean => value === true;
const object = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** Ids and prices may have been stored as numbers (a timestamp, 19.99). */
const textOrNumber = (value: unknown): string => (typeof value === 'number' ? String(value) : text(value));

function traits(value: unknown): { traits: string[] } {
  const raw = object(value).traits;
  if (typeof raw === 'string') return { traits: splitTraits(raw) };
  return { traits: splitTraits(list(raw).filter((t): t is string => typeof t === 'string')) };
}

export function blankOffering(id = String(Date.now())): OfferingRecord {
  return { id, name: '', description: '', price: '', currency: DEFAULT_CURRENCY, offerUrl: '', keyValue: '', story: '' };
}

/** spec part 2 §3: a persona not saved yet carries 'temp-' plus a timestamp. */
export function blankPersona(id = `${TEMP_PERSONA_ID_PREFIX}${Date.now()}`): PersonaRecord {
  const persona = { id } as PersonaRecord;
  for (const key of PERSONA_FIELD_KEYS) persona[key] = '';
  return persona;
}

function normalizeOffering(value: unknown, index: number): OfferingRecord {
  const o = object(value);
  return {
    id: textOrNumber(o.id) || `offering-${index}`,
    name: text(o.name),
    description: text(o.description),
    price: textOrNumber(o.price),
    currency: text(o.currency) || DEFAULT_CURRENCY,
    offerUrl: text(o.offerUrl),
    keyValue: text(o.keyValue),
    story: text(o.story),
  };
}

/** Only the spec's persona fields: the legacy whereTheySpendTime (and anything else unknown) is dropped on load. */
function normalizePersona(value: unknown, index: number): PersonaRecord {
  const p = object(value);
  const persona = blankPersona(textOrNumber(p.id) || `persona-${index}`);
  for (const key of PERSONA_FIELD_KEYS) persona[key] = text(p[key]);
  for (const legacy of LEGACY_PERSONA_FIELDS) delete (persona as Record<string, unknown>)[legacy];
  return persona;
}

function normalizeSocialPlatforms(value: unknown): SocialPlatforms {
  const all = object(value);
  const platforms = {} as Record<string, unknown>;
  for (const name of SINGLE_URL_PLATFORMS) {
    const p = object(all[name]);
    platforms[name] = { selected: bool(p.selected), url: text(p.url) };
  }
  const linkedin = object(all.linkedin);
  platforms.linkedin = { selected: bool(linkedin.selected), profileUrl: text(linkedin.profileUrl), companyUrl: text(linkedin.companyUrl) };
  return platforms as SocialPlatforms;
}

/** The server's brandData (any version) as a complete record; the stage in screen form ('STAGE n - Title'). */
export function normalizeBrandRecord(raw: unknown): BrandRecord {
  const data = object(raw);
  const emoji = object(data.emojiPreferences);
  const real = object(data.realContent);
  return {
    ...data,
    companyName: text(data.companyName),
    website: text(data.website),
    industry: text(data.industry),
    businessStage: toScreenStage(text(data.businessStage)),
    companyStory: text(data.companyStory),
    companyMission: text(data.companyMission),
    companyVision: text(data.companyVision),
    socialPlatforms: normalizeSocialPlatforms(data.socialPlatforms),
    brandPersonality: traits(data.brandPersonality),
    toneOfVoice: traits(data.toneOfVoice),
    languageStyle: traits(data.languageStyle),
    emojiPreferences: { style: text(emoji.style).toLowerCase() || 'none', customEmojis: text(emoji.customEmojis) },
    realContent: {
      socialMedia: text(real.socialMedia),
      websiteCopy: text(real.websiteCopy),
      emailIntros: text(real.emailIntros),
      blogPosts: text(real.blogPosts),
    },
    personas: { users: list(object(data.personas).users).map(normalizePersona) },
    offerings: list(data.offerings).map(normalizeOffering),
    northStarStatement: text(data.northStarStatement),
    northStarData: object(data.northStarData),
  };
}
