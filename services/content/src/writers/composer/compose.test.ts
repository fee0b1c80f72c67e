import { WRITING_FORMATS, type BrandData } from '@navia/contracts';
import { estimateTokens } from '../content-writer';
import { OfflineComposer } from '../offline-composer';
import { composeDraft } from './compose';
import { CALL_TO_ACTION_PATTERN } from './context';
import { CAFE, COACH, LAW_FIRM, requestFor } from './fixtures/brands';
import { wordCount } from './text';
import { missingTopicWords } from './quality/checks';
import { CORPUS_BRANDS, CORPUS_TOPICS } from './quality/corpus';
import { understandTopic } from './topic';

const EMOJI = /\p{Extended_Pictographic}/gu;
const emojiIn = (text: string) => text.match(EMOJI) ?? [];
const blocks = (draft: string) => draft.split(/\n{2,}/).map((b) => b.trim()).filter(Boolean);
const hashtagLine = (draft: string) => blocks(draft).find((b) => /^#\S+( #\S+)*$/.test(b));
/** The last block that is not the hashtags nor the email sign-off: where the call to action belongs. */
function closing(draft: string): string {
  const list = blocks(draft).filter((b) => !/^#\S+( #\S+)*$/.test(b) && !/\n(The .+ team)/.test(b) && !/^P\.S\./.test(b));
  return list[list.length - 1];
}

const BRANDS: Array<[string, BrandData, { emoji: 'many' | 'few' | 'none'; custom?: string[] }]> = [
  ['a playful café (playful-vibrant, its own emoji)', CAFE, { emoji: 'many', custom: ['☕', '🥐'] }],
  ['a formal law firm (no emoji)', LAW_FIRM, { emoji: 'none' }],
  ['a bold coach (strategic-impactful)', COACH, { emoji: 'few' }],
];
const FORMATS = ['instagram-caption', 'email-newsletter', 'blog-post'] as const;
const TOPIC = 'getting more done before nine';

describe.each(BRANDS)('the offline composer for %s', (_label, brand, rule) => {
  const persona = brand.personas.users[0];
  const offering = brand.offerings[0];
  const drafts = Object.fromEntries(FORMATS.map((f) => [f, composeDraft(requestFor(brand, f, TOPIC))])) as Record<(typeof FORMATS)[number], string>;

  it.each(FORMATS)('%s: uses the offer and the persona, and closes with a call to action', (formatId) => {
    const draft = drafts[formatId];
    expect(draft).toContain(offering.name);
    const people = persona.occupation.toLowerCase();
    expect(draft.toLowerCase()).toContain(people);
    expect(draft.toLowerCase()).toContain(persona.mainFrustration.toLowerCase());
    expect(closing(draft)).toMatch(CALL_TO_ACTION_PATTERN);
    expect(missingTopicWords(draft, TOPIC)).toEqual([]);
  });

  it.each(FORMATS)('%s: is about as long as the format asks', (formatId) => {
    const writer = WRITING_FORMATS.find((f) => f.id === formatId)!.writer;
    const words = wordCount(drafts[formatId]);
    expect(words).toBeGreaterThanOrEqual(Math.floor(writer.minWords * 0.8));
    expect(words).toBeLessThanOrEqual(Math.ceil(writer.maxWords * 1.25));
  });

  it('instagram-caption: a hook, short paragraphs on their own lines, then the hashtags', () => {
    const draft = drafts['instagram-caption'];
    expect(draft.length).toBeLessThanOrEqual(2200);
    const parts = blocks(draft);
    expect(parts.length).toBeGreaterThanOrEqual(4);
    expect(parts[0].split(/\s+/).length).toBeLessThanOrEqual(20);
    const tags = hashtagLine(draft)!.split(' ');
    expect(tags.length).toBeGreaterThanOrEqual(5);
    expect(tags.length).toBeLessThanOrEqual(12);
    expect(parts[parts.length - 1]).toBe(hashtagLine(draft));
  });

  it('email-newsletter: subject line, preview text, greeting, headed sections, sign-off', () => {
    const draft = drafts['email-newsletter'];
    expect(draft).toMatch(/^\*\*Subject line:\*\* .+\n\n\*\*Preview text:\*\* .+\n\n(Hi|Hey|Hello|Dear)[^\n]*,\n\n/);
    expect(draft.match(/^## /gm)!.length).toBeGreaterThanOrEqual(2);
    expect(draft).toMatch(new RegExp(`\\nThe ${brand.companyName.replace(/[&.]/g, '\\$&')} team`));
    expect(draft).toContain(offering.offerUrl);
  });

  it('blog-post: a title, keywords, an introduction, headed sections and a conclusion', () => {
    const draft = drafts['blog-post'];
    expect(draft).toMatch(/^# .+\n\n\*Keywords: .+\*\n\n/);
    expect(draft.match(/^## /gm)!.length).toBeGreaterThanOrEqual(4);
    expect(draft).toMatch(/\n## Conclusion\n[\s\S]+$/);
    expect(draft).not.toMatch(/^#[^#\s]/m); // no hashtags in a blog post
  });

  it('follows the brand’s emoji style', () => {
    const caption = emojiIn(drafts['instagram-caption']);
    const all = FORMATS.flatMap((f) => emojiIn(drafts[f]));
    if (rule.emoji === 'none') expect(all).toEqual([]);
    if (rule.emoji === 'few') {
      expect(caption.length).toBeGreaterThanOrEqual(1);
      expect(caption.length).toBeLessThanOrEqual(3);
      expect(emojiIn(drafts['blog-post'])).toEqual([]);
    }
    if (rule.emoji === 'many') {
      expect(caption.length).toBeGreaterThanOrEqual(3);
      expect(emojiIn(drafts['blog-post']).length).toBeLessThanOrEqual(1);
    }
    if (rule.custom) expect(all.every((e) => rule.custom!.includes(e))).toBe(true);
  });
});

describe('the offline composer’s voice', () => {
  it('writes formally for a formal brand: no contractions, no exclamation marks', () => {
    for (const f of FORMATS) {
      const draft = composeDraft(requestFor(LAW_FIRM, f, TOPIC));
      expect(draft).not.toMatch(/\b(don't|it's|you're|we're|that's|here's|can't)\b/i);
      expect(draft.replace(/https?:\S+/g, '')).not.toContain('!');
    }
  });

  it('borrows the brand’s own greeting, sign-off and hashtags from its real content', () => {
    const cafe = composeDraft(requestFor(CAFE, 'email-newsletter', TOPIC));
    expect(cafe).toContain('\n\nHey coffee lovers,\n\n');
    expect(cafe).toContain('Stay caffeinated,\nThe Bean There Café team');
    const law = composeDraft(requestFor(LAW_FIRM, 'email-newsletter', TOPIC));
    expect(law).toContain('\n\nDear clients,\n\n');
    expect(law).toContain('Kind regards,\nThe Harper & Lowe LLP team');
    expect(hashtagLine(composeDraft(requestFor(CAFE, 'instagram-caption', TOPIC)))).toMatch(/^#BeanThere #CoffeeLovers /);
  });

  it('writes different drafts for different brands, formats and topics, and the same draft for the same request', () => {
    const a = composeDraft(requestFor(CAFE, 'instagram-caption', TOPIC));
    expect(composeDraft(requestFor(CAFE, 'instagram-caption', TOPIC))).toBe(a);
    expect(composeDraft(requestFor(COACH, 'instagram-caption', TOPIC))).not.toBe(a);
    expect(composeDraft(requestFor(CAFE, 'instagram-caption', 'our new autumn menu'))).not.toBe(a);
    expect(composeDraft(requestFor(CAFE, 'facebook-post', TOPIC))).not.toBe(a);
    expect(composeDraft(requestFor(CAFE, 'instagram-caption', TOPIC, { variation: 'again' }))).not.toBe(a);
  });

  it('writes without a persona or offer, from the brand alone', () => {
    const bare = { ...CAFE, personas: { users: [] }, offerings: [] };
    const draft = composeDraft(requestFor(bare, 'linkedin-post', TOPIC, { audience: '', offer: '' }));
    expect(draft).toContain('Bean There Café');
    expect(closing(draft)).toMatch(CALL_TO_ACTION_PATTERN);
  });

  it('keeps within the plan’s tokens per request, keeping the title and the call to action', () => {
    const full = composeDraft(requestFor(COACH, 'blog-post', TOPIC));
    const cut = composeDraft(requestFor(COACH, 'blog-post', TOPIC, { maxTokens: 300 }));
    expect(estimateTokens(full)).toBeGreaterThan(300);
    expect(estimateTokens(cut)).toBeLessThanOrEqual(300);
    expect(cut.split('\n')[0]).toBe(full.split('\n')[0]);
    expect(closing(cut)).toMatch(CALL_TO_ACTION_PATTERN);
  });

  it('keeps an X post under 280 characters and every post of a thread too', () => {
    expect(composeDraft(requestFor(CAFE, 'x-post', TOPIC)).length).toBeLessThanOrEqual(280);
    const thread = composeDraft(requestFor(LAW_FIRM, 'x-thread', TOPIC));
    const posts = blocks(thread);
    expect(posts.map((p) => p.split('/')[0])).toEqual(posts.map((_, i) => String(i + 1)));
    for (const p of posts) expect(p.length).toBeLessThanOrEqual(280);
  });

  it.each(WRITING_FORMATS.map((f) => f.id))('writes a complete draft for %s', async (formatId) => {
    const { content, tokens } = await new OfflineComposer().write(requestFor(CAFE, formatId, TOPIC));
    expect(content.trim().length).toBeGreaterThan(50);
    expect(tokens).toBe(estimateTokens(content));
    expect(content).toMatch(CALL_TO_ACTION_PATTERN);
    expect(content).not.toMatch(/undefined|null|\[object/);
  });
});

describe('the offer where it makes sense (issue 21)', () => {
  // The formats that sell the offer by their nature: a promotion, a welcome email's first step, an ad. A YouTube
  // description lists the brand's links.
  const SELLING = new Set(['email-promotion', 'email-welcome', 'facebook-ad']);

  it.each(CORPUS_BRANDS.map(([name, b]) => [name, b] as const))('%s: an event or a story does not pivot to the offer or send people to its link', (name, b) => {
    const offer = b.offerings[0];
    for (const kind of ['event', 'story'] as const) {
      // A customer's story is the offer's story (next test).
      if (understandTopic(CORPUS_TOPICS[name][kind]).person) continue;
      for (const f of WRITING_FORMATS) {
        if (SELLING.has(f.id)) continue;
        const text = composeDraft(requestFor(b, f.id, CORPUS_TOPICS[name][kind]));
        const body = f.id === 'youtube-description' ? text.replace(/\*\*Links\*\*[\s\S]*?(\n\n|$)/, '') : text;
        expect({ format: f.id, kind, offer: body.includes(offer.name) }).toEqual({ format: f.id, kind, offer: false });
        if (offer.offerUrl) expect({ format: f.id, kind, link: body.includes(offer.offerUrl) }).toEqual({ format: f.id, kind, link: false });
      }
    }
  });

  it('asks for a spot on an event and for the reader’s story on a story, by email and on social', () => {
    const [, roaster] = CORPUS_BRANDS[0];
    const event = CORPUS_TOPICS.roaster.event;
    const story = CORPUS_TOPICS.roaster.story;
    expect(composeDraft(requestFor(roaster, 'email-newsletter', event))).toContain('## Save your spot\nReply to this email to save your spot');
    expect(composeDraft(requestFor(roaster, 'email-newsletter', story))).toContain('## Your turn\nReply and tell us how your own story started');
    expect(composeDraft(requestFor(roaster, 'instagram-caption', event))).toMatch(/save (your spot|you a place)/);
    expect(composeDraft(requestFor(roaster, 'instagram-caption', story))).toMatch(/tell us (your own story|yours)|Tell us in the comments/i);
  });

  it('tells a customer’s story as what changed for them, with the offer', () => {
    const coach = CORPUS_BRANDS.find(([name]) => name === 'coach')![1];
    const topic = CORPUS_TOPICS.coach.story;
    expect(understandTopic(topic).person).toBe('Ben');
    const caption = composeDraft(requestFor(coach, 'instagram-caption', topic));
    expect(caption).toMatch(/What changed for Ben\? Our 12-Week Strength Plan\.|The turning point was our 12-Week Strength Plan\./);
    expect(caption).not.toContain("it's ours");
  });

  it('the offer still leads where it fits: a how-to, a launch, a question, a list, an offer', () => {
    const [, roaster] = CORPUS_BRANDS[0];
    for (const kind of ['how-to', 'launch', 'question', 'list', 'offer'] as const) {
      expect({ kind, offer: composeDraft(requestFor(roaster, 'instagram-caption', CORPUS_TOPICS.roaster[kind])).includes('Weekly Coffee Subscription') }).toEqual({ kind, offer: true });
    }
  });
});

/** Headings with nothing under them: the next line with text is a heading of the same or a higher level, or none. */
function emptyHeadings(text: string): string[] {
  const lines = text.split('\n').filter((l) => l.trim());
  return lines.filter((line, i) => {
    const level = /^(#+) /.exec(line)?.[1].length;
    if (!level) return false;
    const next = /^(#+) /.exec(lines[i + 1] ?? '# end')?.[1].length;
    return next !== undefined && next <= level;
  });
}

describe('a heading whose only sentence was a repeat', () => {
  it('is dropped with it, never left empty', () => {
    for (const [name, b] of CORPUS_BRANDS) {
      for (const topic of Object.values(CORPUS_TOPICS[name])) {
        for (const f of ['blog-post', 'blog-how-to', 'linkedin-article', 'substack-post', 'email-newsletter', 'youtube-video-script']) {
          expect({ f, topic, empty: emptyHeadings(composeDraft(requestFor(b, f, topic))) }).toEqual({ f, topic, empty: [] });
        }
      }
    }
  });
});
