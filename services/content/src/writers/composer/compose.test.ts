import { WRITING_FORMATS, type BrandData } from '@navia/contracts';
import { estimateTokens } from '../content-writer';
import { OfflineComposer } from '../offline-composer';
import { composeDraft } from './compose';
import { CALL_TO_ACTION_PATTERN } from './context';
import { CAFE, COACH, LAW_FIRM, requestFor } from './fixtures/brands';
import { wordCount } from './text';
import { missingTopicWords } from './quality/checks';

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
