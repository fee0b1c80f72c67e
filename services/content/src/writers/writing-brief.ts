import type { OfferingRecord, PersonaRecord } from '@navia/contracts';
import type { WritingRequest } from './content-writer';

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
  sections.push([`## Brand`, ...brandFields(r).map((f) => line(f.label, f.value))].filter(Boolean).join('\n'));
  const audience = p ? [`## Audience (persona)`, ...personaFields(p).map((f) => line(f.label, f.value))] : [`## Audience`, line('Who', r.audience || 'the brand’s customers')];
  sections.push(audience.filter(Boolean).join('\n'));
  const offer = o ? [`## Offer`, ...offerFields(o).map((f) => line(f.label, f.value))] : [`## Offer`, line('What', r.offer || 'the brand itself')];
  sections.push(offer.filter(Boolean).join('\n'));
  const samples = sampleFields(r).filter((f) => f.value).map((f) => `### ${f.label}\n${f.value}`);
  if (samples.length) sections.push(`## Real content samples (imitate this voice)\n${samples.join('\n\n')}`);
  return sections.join('\n\n');
}

/** A field of the brand record as the brief states it: its name in the record, its label in the brief, its value. */
interface BriefField {
  field: string;
  label: string;
  value: string;
}

function brandFields(r: WritingRequest): BriefField[] {
  const b = r.brand;
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
function sampleFields(r: WritingRequest): BriefField[] {
  const c = r.brand.realContent;
  return [
    { field: 'realContent.socialMedia', label: 'Social media', value: c.socialMedia },
    { field: 'realContent.websiteCopy', label: 'Website copy', value: c.websiteCopy },
    { field: 'realContent.emailIntros', label: 'Email intros', value: c.emailIntros },
    { field: 'realContent.blogPosts', label: 'Blog posts', value: c.blogPosts },
  ].map((f) => ({ ...f, value: f.value.trim().slice(0, 1500) }));
}

/** The brand record's fields writingBrief puts in the brief (what a remote or local writer is sent), by name. */
export function briefFields(r: WritingRequest): string[] {
  const all = [...brandFields(r), ...(r.persona ? personaFields(r.persona) : []), ...(r.offering ? offerFields(r.offering) : []), ...sampleFields(r)];
  return all.filter((f) => f.value.trim()).map((f) => f.field);
}

/** How many of the brand's real content samples a writer is given (the kinds that hold text). */
export function samplesGiven(r: WritingRequest): number {
  return sampleFields(r).filter((f) => f.value).length;
}
