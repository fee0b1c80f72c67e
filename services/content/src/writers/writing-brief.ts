import type { BrandData, OfferingRecord, PersonaRecord } from '@navia/contracts';
import type { RevisionRequest, WritingRequest } from './content-writer';

/**
 * The instructions and brief the remote writers get (the MindStudio worker as variables, an OpenAI-compatible model
 * as messages): the same facts the offline composer writes from, so every writer is fed the brand profile.
 */
/**
 * The version of WRITER_INSTRUCTIONS and writingBrief together: raise it with any change to either, so a draft's
 * record says which prompt wrote it (2: the brief with the persona, offer and samples, and the one repair request).
 */
export const PROMPT_VERSION = 'navia-writer/2';

export const WRITER_INSTRUCTIONS = [
  "You are a marketing copywriter writing in a small business's own brand voice.",
  'Write ONE complete, ready-to-publish draft in markdown for the platform and format given, following the structure in order.',
  'Use the brand personality, tone of voice and language style; imitate the real content samples; follow the emoji rule exactly.',
  'Speak to the persona (their frustration and need) and promote the offer with one clear call to action.',
  'Answer with the draft only: no preamble, no notes, no code fences.',
].join(' ');

function line(label: string, value: string | undefined | null): string | null {
  const v = (value ?? '').trim();
  return v ? `- ${label}: ${v}` : null;
}

export function emojiRule(style: string, customEmojis: string): string {
  switch (style) {
    case 'playful-vibrant':
      return `Use emoji generously where they fit${customEmojis ? `, preferring ${customEmojis}` : ''}.`;
    case 'strategic-impactful':
      return `Use a few emoji (2 to 4) at key points only${customEmojis ? `, preferring ${customEmojis}` : ''}.`;
    case 'minimalist-professional':
      return `Use at most one or two subtle emoji${customEmojis ? `, preferring ${customEmojis}` : ''}.`;
    default:
      return 'Use no emoji at all.';
  }
}

export function writingBrief(r: WritingRequest): string {
  const w = r.format.writer;
  const p = r.persona;
  const o = r.offering;
  const sections: string[] = [];
  sections.push(
    [
      `## Platform and format`,
      `- Platform: ${r.platform.name}`,
      `- Format: ${r.format.name}: ${w.description}`,
      `- Length: ${w.minWords}-${w.maxWords} words${w.maxCharacters ? `, at most ${w.maxCharacters} characters` : ''}`,
      `- Structure: ${w.structure.join(' | ')}`,
      `- Must include: ${w.mustInclude.join(', ') || 'nothing special'}`,
      `- Hashtags: ${w.hashtags.max > 0 ? `${w.hashtags.min}-${w.hashtags.max}` : 'none'}`,
      `- Topic: ${r.topic}`,
    ].join('\n'),
  );
  if (r.task) sections.push([`## Task`, line('Title', r.task.title), line('Details', r.task.description), r.strategy ? line('Strategy', r.strategy.name) : null].filter(Boolean).join('\n'));
  sections.push([`## Brand`, ...brandFields(r.brand).map((f) => line(f.label, f.value))].filter(Boolean).join('\n'));
  const audience = p ? [`## Audience (persona)`, ...personaFields(p).map((f) => line(f.label, f.value))] : [`## Audience`, line('Who', r.audience || 'the brand’s customers')];
  sections.push(audience.filter(Boolean).join('\n'));
  const offer = o ? [`## Offer`, ...offerFields(o).map((f) => line(f.label, f.value))] : [`## Offer`, line('What', r.offer || 'the brand itself')];
  sections.push(offer.filter(Boolean).join('\n'));
  const samples = samplesSection(r.brand);
  if (samples) sections.push(samples);
  return sections.join('\n\n');
}

/** A field of the brand record as the brief states it: its name in the record, its label in the brief, its value. */
interface BriefField {
  field: string;
  label: string;
  value: string;
}

function brandFields(b: BrandData): BriefField[] {
  return [
    { field: 'companyName', label: 'Company', value: b.companyName },
    { field: 'industry', label: 'Industry', value: b.industry },
    { field: 'website', label: 'Website', value: b.website },
    { field: 'companyStory', label: 'Story', value: b.companyStory },
    { field: 'companyMission', label: 'Mission', value: b.companyMission },
    { field: 'brandPersonality', label: 'Personality', value: b.brandPersonality.traits.join(', ') },
    { field: 'toneOfVoice', label: 'Tone of voice', value: b.toneOfVoice.traits.join(', ') },
    { field: 'languageStyle', label: 'Language style', value: b.languageStyle.traits.join(', ') },
    { field: 'emojiPreferences', label: 'Emoji rule', value: emojiRule(b.emojiPreferences.style, b.emojiPreferences.customEmojis) },
  ];
}

function personaFields(p: PersonaRecord): BriefField[] {
  return [
    { field: 'personas.name', label: 'Name', value: p.name },
    { field: 'personas.age', label: 'Age', value: p.age },
    { field: 'personas.occupation', label: 'Occupation', value: p.occupation },
    { field: 'personas.location', label: 'Location', value: p.location },
    { field: 'personas.mainFrustration', label: 'Main frustration', value: p.mainFrustration },
    { field: 'personas.mainNeed', label: 'Main need', value: p.mainNeed },
    { field: 'personas.obstacles', label: 'Obstacles', value: p.obstacles },
    { field: 'personas.triedBefore', label: 'Tried before', value: p.triedBefore },
  ];
}

function offerFields(o: OfferingRecord): BriefField[] {
  return [
    { field: 'offerings.name', label: 'Name', value: o.name },
    { field: 'offerings.description', label: 'Description', value: o.description },
    { field: 'offerings.keyValue', label: 'Why it matters', value: o.keyValue },
    { field: 'offerings.price', label: 'Price', value: o.price ? `${o.price} ${o.currency}` : '' },
    { field: 'offerings.offerUrl', label: 'Link', value: o.offerUrl },
    { field: 'offerings.story', label: 'Story', value: o.story },
  ];
}

/** The real content samples, each trimmed to what the brief quotes ('' when the brand has none of that kind). */
function sampleFields(brand: BrandData): BriefField[] {
  const c = brand.realContent;
  return [
    { field: 'realContent.socialMedia', label: 'Social media', value: c.socialMedia },
    { field: 'realContent.websiteCopy', label: 'Website copy', value: c.websiteCopy },
    { field: 'realContent.emailIntros', label: 'Email intros', value: c.emailIntros },
    { field: 'realContent.blogPosts', label: 'Blog posts', value: c.blogPosts },
  ].map((f) => ({ ...f, value: f.value.trim().slice(0, 1500) }));
}

/** The brand record's fields writingBrief puts in the brief (what a remote or local writer is sent), by name. */
export function briefFields(r: WritingRequest): string[] {
  const all = [...brandFields(r.brand), ...(r.persona ? personaFields(r.persona) : []), ...(r.offering ? offerFields(r.offering) : []), ...sampleFields(r.brand)];
  return sent(all);
}

const sent = (fields: BriefField[]) => fields.filter((f) => f.value.trim()).map((f) => f.field);

/** How many of the brand's real content samples a writer is given (the kinds that hold text). */
export function samplesGiven(brand: BrandData): number {
  return sampleFields(brand).filter((f) => f.value).length;
}

function samplesSection(brand: BrandData): string | null {
  const samples = sampleFields(brand)
    .filter((f) => f.value)
    .map((f) => `### ${f.label}\n${f.value}`);
  return samples.length ? `## Real content samples (imitate this voice)\n${samples.join('\n\n')}` : null;
}

/**
 * The version of REVISION_INSTRUCTIONS and revisionBrief ("Make it more on-brand", issue 18): raise it with any
 * change to either.
 */
export const REVISION_PROMPT_VERSION = 'navia-reviser/1';

export const REVISION_INSTRUCTIONS = [
  "You are a marketing editor keeping a small business's drafts in its own brand voice.",
  'You are given the brand voice, samples of its real content, a draft, and the passages of the draft that drift from the voice with the reason for each.',
  'Rewrite those passages so they fit the voice and keep their meaning; if the emoji rule asks for more emoji than the draft has, add them where they fit.',
  'Keep every other part of the draft word for word, with its markdown.',
  'Answer with the whole revised draft only: no preamble, no notes, no code fences.',
].join(' ');

/** The brand record's voice, as a revision states it: who is speaking and how, not the offer or the persona. */
const VOICE_FIELDS = new Set(['companyName', 'industry', 'brandPersonality', 'toneOfVoice', 'languageStyle', 'emojiPreferences']);
const voiceFields = (brand: BrandData) => brandFields(brand).filter((f) => VOICE_FIELDS.has(f.field));

export function revisionBrief(r: RevisionRequest): string {
  const { score } = r;
  const aspects = score.aspects
    .filter((a) => a.measured)
    .map((a) => `- ${a.aspect}: ${a.score}/100 (the voice: ${a.expected.join(', ')}; the draft reads as: ${a.found.join(', ') || 'no clear marker'})`);
  const seen = new Set<string>();
  const passages = score.drift
    .filter((d) => !seen.has(`${d.start}:${d.end}:${d.reason}`) && seen.add(`${d.start}:${d.end}:${d.reason}`))
    .map((d, i) => `${i + 1}. "${r.draft.slice(d.start, d.end).replace(/\s+/g, ' ').trim()}": ${d.reason}`);
  return [
    [`## Brand voice`, ...voiceFields(r.brand).map((f) => line(f.label, f.value))].filter(Boolean).join('\n'),
    samplesSection(r.brand),
    `## The draft${r.formatName ? ` (${r.formatName})` : ''}\n\n${r.draft}`,
    `## How the draft fits the voice now: ${score.score}/100\n${aspects.join('\n') || '- no aspect measured'}`,
    `## Passages that drift (rewrite these)\n${passages.join('\n') || '- none marked: bring the draft as a whole closer to the voice'}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The brand record's fields a revision sends (what a remote or local writer is given), by name. */
export function revisionFields(brand: BrandData): string[] {
  return sent([...voiceFields(brand), ...sampleFields(brand)]);
}
