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
  const b = r.brand;
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
  sections.push(
    [
      `## Brand`,
      line('Company', b.companyName),
      line('Industry', b.industry),
      line('Website', b.website),
      line('Story', b.companyStory),
      line('Mission', b.companyMission),
      line('Personality', b.brandPersonality.traits.join(', ')),
      line('Tone of voice', b.toneOfVoice.traits.join(', ')),
      line('Language style', b.languageStyle.traits.join(', ')),
      `- Emoji rule: ${emojiRule(b.emojiPreferences.style, b.emojiPreferences.customEmojis)}`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const audience = p
    ? [
        `## Audience (persona)`,
        line('Name', p.name),
        line('Age', p.age),
        line('Occupation', p.occupation),
        line('Location', p.location),
        line('Main frustration', p.mainFrustration),
        line('Main need', p.mainNeed),
        line('Obstacles', p.obstacles),
        line('Tried before', p.triedBefore),
      ]
    : [`## Audience`, line('Who', r.audience || 'the brand’s customers')];
  sections.push(audience.filter(Boolean).join('\n'));
  const offer = o
    ? [`## Offer`, line('Name', o.name), line('Description', o.description), line('Why it matters', o.keyValue), line('Price', o.price ? `${o.price} ${o.currency}` : ''), line('Link', o.offerUrl), line('Story', o.story)]
    : [`## Offer`, line('What', r.offer || 'the brand itself')];
  sections.push(offer.filter(Boolean).join('\n'));
  const samples = Object.entries({
    'Social media': b.realContent.socialMedia,
    'Website copy': b.realContent.websiteCopy,
    'Email intros': b.realContent.emailIntros,
    'Blog posts': b.realContent.blogPosts,
  })
    .filter(([, text]) => text.trim())
    .map(([label, text]) => `### ${label}\n${text.trim().slice(0, 1500)}`);
  if (samples.length) sections.push(`## Real content samples (imitate this voice)\n${samples.join('\n\n')}`);
  return sections.join('\n\n');
}

const filled = (v: string | undefined | null) => Boolean((v ?? '').trim());

/** The brand record's fields writingBrief puts in the brief (what a remote or local writer is sent), by name. */
export function briefFields(r: WritingRequest): string[] {
  const b = r.brand;
  const out: string[] = [];
  const add = (name: string, value: string | undefined | null) => void (filled(value) && out.push(name));
  add('companyName', b.companyName);
  add('industry', b.industry);
  add('website', b.website);
  add('companyStory', b.companyStory);
  add('companyMission', b.companyMission);
  add('brandPersonality', b.brandPersonality.traits.join(''));
  add('toneOfVoice', b.toneOfVoice.traits.join(''));
  add('languageStyle', b.languageStyle.traits.join(''));
  out.push('emojiPreferences');
  const p = r.persona;
  if (p) for (const key of ['name', 'age', 'occupation', 'location', 'mainFrustration', 'mainNeed', 'obstacles', 'triedBefore'] as const) add(`personas.${key}`, p[key]);
  const o = r.offering;
  if (o) for (const key of ['name', 'description', 'keyValue', 'price', 'offerUrl', 'story'] as const) add(`offerings.${key}`, o[key]);
  for (const key of ['socialMedia', 'websiteCopy', 'emailIntros', 'blogPosts'] as const) add(`realContent.${key}`, b.realContent[key]);
  return out;
}

/** How many of the brand's real content samples a writer is given (all four kinds that hold text). */
export function samplesGiven(r: WritingRequest): number {
  return Object.values(r.brand.realContent).filter((t) => typeof t === 'string' && t.trim()).length;
}
