import type { WritingRequest } from '../content-writer';
import { capitalize, hash, hashtag, inSentence, keywords, phrase, plural, seededRandom } from './text';
import { emojiPicker, voiceOf, type EmojiSlot, type VoiceProfile } from './voice';

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
  topic: string;
  Topic: string;
  /** The persona as a group: 'nurses', 'busy parents', 'people like you'. */
  people: string;
  frustration: string;
  need: string;
  obstacles: string;
  tried: string;
  offerName: string;
  offerWhat: string;
  offerWhy: string;
  offerStory: string;
  price: string;
  /** The offer's link, else the brand's website; '' when there is neither. */
  link: string;
  mission: string;
  story: string;
  keywords: string[];
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
  const topic = inSentence(r.topic) || 'what we do';
  const occupation = phrase(p?.occupation);
  const audienceText = phrase(r.audience);
  const people = occupation
    ? plural(inSentence(occupation))
    : audienceText && audienceText.toLowerCase() !== phrase(p?.name).toLowerCase()
      ? inSentence(audienceText)
      : 'people like you';
  const offerName = phrase(o?.name) || phrase(r.offer) || company;
  const price = o?.price ? `${o.price} ${o.currency || 'USD'}` : '';
  const kw = keywords(`${r.topic} ${offerName}`);
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
    topic,
    Topic: capitalize(topic),
    people,
    frustration: inSentence(p?.mainFrustration) || `never having enough time to get ${topic} right`,
    need: inSentence(p?.mainNeed) || `a simple, reliable way to handle ${topic}`,
    obstacles: inSentence(p?.obstacles),
    tried: inSentence(p?.triedBefore),
    offerName,
    offerWhat: inSentence(o?.description),
    offerWhy: inSentence(o?.keyValue),
    offerStory: phrase(o?.story),
    price,
    link: phrase(o?.offerUrl) || phrase(r.brand.website),
    mission: missionClause(r.brand.companyMission),
    story: phrase(r.brand.companyStory),
    keywords: kw,
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
