import type { WritingRequest } from '../content-writer';
import { hash, hashtag, inSentence, keywords, phrase, plural, seededRandom } from './text';
import { emojiPicker, voiceOf, type EmojiSlot, type VoiceProfile } from './voice';
import { offerRef, OfferRef } from './fields';
import { understandTopic, type TopicFrame } from './topic';

/** Words that mark a call to action in every draft (the composer test looks for one). */
export const CALL_TO_ACTION_PATTERN =
  /\b(tap|comment|save|visit|send us|message|learn more|book|reply|subscribe|follow|share|join|register|shop|get|try|click|start|grab|sign up|rsvp)\b/i;

/** What every builder reads: the request's facts in sentence-ready form, the voice, and the seeded choices. */
export interface ComposeContext {
  r: WritingRequest;
  voice: VoiceProfile;
  rnd: () => number;
  pick<T>(items: readonly T[]): T;
  /** Items in a seeded order, without repeats. */
  shuffle<T>(items: readonly T[]): T[];
  emo(slot: EmojiSlot): string;
  company: string;
  /** The topic by kind, with the phrases each kind's sentences need. */
  t: TopicFrame;
  /** The topic as it reads after "about" ("how to brew cold brew at home"). */
  topic: string;
  hasPersona: boolean;
  /** The persona as a group: 'nurses', 'busy parents', 'people like you'. */
  people: string;
  frustration: string;
  need: string;
  obstacles: string;
  tried: string;
  /** The offer's name as typed (buttons, headings); `offer` / `Offer` as it reads inside a sentence ("our Weekly …"). */
  offerName: string;
  offer: string;
  Offer: string;
  offerWhat: string;
  offerWhy: string;
  offerStory: string;
  price: string;
  /** The offer's link, else the brand's website; '' when there is neither. */
  link: string;
  mission: string;
  story: string;
  keywords: string[];
  /** Brand facts a point of this draft has stated already: the offer's own sentences then use another, or none. */
  said: Set<string>;
  /** The topic's key words with the case the owner gave them ("Saturday", "Ethiopian"), for lines a reader sees. */
  keywordsAsTyped: string[];
  hashtags(count: { min: number; max: number }): string[];
}

const FALLBACK_TAGS = ['SmallBusiness', 'SupportSmallBusiness', 'ShopSmall', 'Community', 'TipsAndTricks', 'BehindTheScenes', 'Entrepreneur', 'LocalBusiness'];

export function contextOf(r: WritingRequest): ComposeContext {
  const voice = voiceOf(r.brand);
  const rnd = seededRandom(hash([r.brand.companyName, r.format.id, r.topic, r.persona?.id ?? r.audience, r.offering?.id ?? r.offer, r.variation ?? ''].join('|')));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)];
  const shuffle = <T>(items: readonly T[]): T[] => {
    const a = [...items];
    for (let i = a.length - 1; i > 0; i -= 1) {
      const j = Math.floor(rnd() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  };
  const p = r.persona;
  const o = r.offering;
  const company = phrase(r.brand.companyName) || 'our team';
  const t = understandTopic(r.topic);
  const topic = t.about;
  const occupation = phrase(p?.occupation);
  const audienceText = phrase(r.audience);
  const people = occupation
    ? plural(inSentence(occupation))
    : audienceText && audienceText.toLowerCase() !== phrase(p?.name).toLowerCase()
      ? inSentence(audienceText)
      : 'people like you';
  // A company standing in for a missing offer is a name: no article ("Peak Form Coaching", not "our Peak …").
  const namedOffer = phrase(o?.name) || phrase(r.offer);
  const offerName = namedOffer || company;
  const price = o?.price ? `${o.price} ${o.currency || 'USD'}` : '';
  // The topic's words first, then the offer's: the keyword line and the hashtags lead with what the draft is about.
  const kw = [...new Set([...keywords(r.topic), ...keywords(offerName)])].slice(0, 5);
  const tagPool = () => {
    const fromTopic = keywords(r.topic, 3).filter((w) => w.length >= 5).map(hashtag);
    const topicTag = r.topic.split(/\s+/).length <= 3 ? hashtag(r.topic) : '';
    const industry = hashtag(r.brand.industry.split(/[,&]/)[0] ?? '');
    return [...voice.sampleHashtags, hashtag(company), topicTag, ...fromTopic, hashtag(offerName), industry, hashtag(r.platform.name === 'X' ? '' : `${r.platform.name} tips`)];
  };
  return {
    r,
    voice,
    rnd,
    pick,
    shuffle,
    emo: emojiPicker(voice, r.format.writer.emojiFriendly, rnd),
    company,
    t,
    topic,
    hasPersona: Boolean(phrase(p?.mainNeed) || phrase(p?.mainFrustration)),
    people,
    frustration: inSentence(p?.mainFrustration) || 'finding the time',
    need: inSentence(p?.mainNeed) || 'something that simply works',
    obstacles: inSentence(p?.obstacles),
    tried: inSentence(p?.triedBefore),
    offerName,
    offer: namedOffer ? offerRef(offerName) : company,
    Offer: namedOffer ? OfferRef(offerName) : company,
    offerWhat: inSentence(o?.description),
    offerWhy: inSentence(o?.keyValue),
    offerStory: phrase(o?.story),
    price,
    link: phrase(o?.offerUrl) || phrase(r.brand.website),
    mission: missionClause(r.brand.companyMission),
    story: phrase(r.brand.companyStory),
    keywords: kw,
    said: new Set<string>(),
    // keywords() keeps letters and digits only, so a key word is safe inside a pattern as it is.
    keywordsAsTyped: kw.map((w) => r.topic.match(new RegExp(`\\b${w}\\b`, 'i'))?.[0] ?? w),
    hashtags(count) {
      if (count.max <= 0) return [];
      const seen = new Set<string>();
      const tags: string[] = [];
      for (const t of [...tagPool(), ...shuffle(FALLBACK_TAGS).map((f) => `#${f}`)]) {
        if (!t || seen.has(t.toLowerCase())) continue;
        seen.add(t.toLowerCase());
        tags.push(t);
      }
      const n = Math.max(count.min, Math.min(count.max, count.min + Math.floor(rnd() * (count.max - count.min + 1))));
      return tags.slice(0, n);
    },
  };
}

/** The mission as it reads after 'our mission is': 'to help …' ('help …', 'we help …' and 'To help …' all become that). */
function missionClause(mission: string): string {
  const m = inSentence(mission);
  if (!m) return m;
  if (/^to\s/i.test(m) || /^(a|an|the|our)\s/i.test(m)) return m;
  if (/^we\s/i.test(m)) return `to ${m.replace(/^we\s+/i, '')}`;
  return `to ${m}`;
}

/** 'at https://x' or '' (a sentence stays whole when the brand has no link). */
export function at(c: ComposeContext): string {
  return c.link ? ` at ${c.link}` : '';
}
