import { WRITING_FORMATS, type BrandData } from '@navia/contracts';
import type { WritingRequest } from '../../content-writer';
import { COACH, LAW_FIRM, brand, offering, persona, requestFor } from '../fixtures/brands';

/**
 * The fixed corpus the offline composer's drafts are judged on (issue 21): several brands and industries, every format
 * in the catalogue, every kind of topic. Topics are the brand's own, as an owner would type them.
 */
export const TOPIC_KINDS = ['how-to', 'event', 'launch', 'question', 'list', 'story', 'offer'] as const;
export type TopicKind = (typeof TOPIC_KINDS)[number];

/** The café: a coffee subscription whose benefit is a verb phrase and whose name needs an article. */
export const ROASTER = brand({
  companyName: 'Northside Roasters',
  website: 'https://northside.example',
  industry: 'Food, Beverage & Hospitality',
  companyStory: 'We started roasting in a garage in 2016 because we could not find fresh beans in our town.',
  companyMission: 'help people brew café-quality coffee at home',
  brandPersonality: { traits: ['Playful', 'Warm'] },
  toneOfVoice: { traits: ['Friendly', 'Enthusiastic'] },
  languageStyle: { traits: ['Casual'] },
  emojiPreferences: { style: 'playful-vibrant', customEmojis: '☕' },
  realContent: {
    socialMedia: 'Fresh beans just came out of the roaster and the whole street smells amazing! ☕ #FreshRoast #NorthsideRoasters',
    websiteCopy: 'Small-batch coffee, roasted every Tuesday. Delivered to your door while it is still fresh.',
    emailIntros: 'Hi coffee friends!\nHere is what came out of the roaster this week.\nHappy brewing,',
    blogPosts: 'Grind size matters more than most people think. Too fine and your coffee turns bitter; too coarse and it tastes thin.',
  },
  personas: {
    users: [persona({ id: 'p-roaster', name: 'Home Brewer Hana', occupation: 'home barista', mainFrustration: 'Stale supermarket beans', mainNeed: 'Fresh coffee without a trip to the shop', obstacles: 'a busy work week', triedBefore: 'pods and instant coffee' })],
  },
  offerings: [offering({ id: 'o-roaster', name: 'Weekly Coffee Subscription', description: 'Fresh roasted beans delivered every week', price: '18', offerUrl: 'https://northside.example/subscribe', keyValue: 'never run out of great coffee', story: 'Hana has not bought supermarket beans since March' })],
});

/** A calm yoga studio with few, quiet emoji and no samples but a website line. */
export const YOGA = brand({
  companyName: 'Stillwater Yoga',
  website: 'https://stillwater.example',
  industry: 'Beauty, Health & Wellness',
  companyMission: 'make yoga feel welcoming for every body',
  brandPersonality: { traits: ['Warm', 'Caring'] },
  toneOfVoice: { traits: ['Gentle', 'Encouraging'] },
  languageStyle: { traits: ['Simple'] },
  emojiPreferences: { style: 'minimalist-professional', customEmojis: '' },
  realContent: { socialMedia: '', websiteCopy: 'A quiet room, a kind teacher and an hour for yourself.', emailIntros: '', blogPosts: '' },
  personas: {
    users: [persona({ id: 'p-yoga', name: 'Stiff Sam', occupation: 'office worker', mainFrustration: 'A stiff back after long days at a desk', mainNeed: 'a gentle way to move more', obstacles: 'irregular hours' })],
  },
  offerings: [offering({ id: 'o-yoga', name: 'Beginner Pass', description: 'Eight gentle classes for complete beginners', price: '80', offerUrl: 'https://stillwater.example/beginners', keyValue: 'feeling at home in a class within a month' })],
});

/** A plumber with the least an owner might fill in: no voice traits, no samples, no persona details. */
export const PLUMBER = brand({
  companyName: 'Dale Brothers Plumbing',
  industry: 'Home Services & Trades',
  personas: { users: [persona({ id: 'p-plumb', name: 'Homeowner Hal' })] },
  offerings: [offering({ id: 'o-plumb', name: 'Annual Boiler Check', price: '95' })],
});

export const CORPUS_BRANDS: ReadonlyArray<[string, BrandData]> = [
  ['roaster', ROASTER],
  ['law firm', LAW_FIRM],
  ['coach', COACH],
  ['yoga studio', YOGA],
  ['plumber', PLUMBER],
];

/** Each brand's topics, one or more per kind, as the owner would type them. */
export const CORPUS_TOPICS: Record<string, Record<TopicKind, string>> = {
  roaster: {
    'how-to': 'how to brew cold brew at home',
    event: 'our autumn tasting night on Friday',
    launch: 'launching our new Ethiopian single origin',
    question: 'is fresh coffee really worth it?',
    list: '5 mistakes that make home coffee bitter',
    story: 'the story of our first roaster',
    offer: '20% off the Weekly Coffee Subscription this week',
  },
  'law firm': {
    'how-to': 'how to read a shareholder agreement',
    event: 'our founder legal clinic on 14 March',
    launch: 'introducing our new trademark filing service',
    question: 'do you need a lawyer to incorporate?',
    list: '3 clauses every founder should check',
    story: 'why we started Harper & Lowe',
    offer: 'a free first consultation in April',
  },
  coach: {
    'how-to': 'how to train when you only have 30 minutes',
    event: 'our free bootcamp on Saturday morning',
    launch: 'launching the 12-Week Strength Plan',
    question: 'can you get strong in three hours a week?',
    list: '4 exercises for people who sit all day',
    story: 'how Ben went from zero push-ups to twenty',
    offer: 'half price on the first month of coaching',
  },
  'yoga studio': {
    'how-to': 'how to start yoga with a stiff back',
    event: 'our candlelit evening class on Thursday',
    launch: 'our new lunchtime class',
    question: 'is yoga good for back pain?',
    list: '6 stretches you can do at your desk',
    story: 'what our first student taught us',
    offer: 'a free trial class this month',
  },
  plumber: {
    'how-to': 'how to bleed a radiator',
    event: 'our open day at the workshop on Saturday',
    launch: 'introducing same-day boiler repairs',
    question: 'why is my boiler losing pressure?',
    list: '5 signs your boiler needs a service',
    story: 'forty years of Dale Brothers',
    offer: '10% off boiler checks before winter',
  },
};

export interface CorpusDraft {
  brand: string;
  kind: TopicKind;
  topic: string;
  formatId: string;
  request: WritingRequest;
}

/**
 * `rounds` passes over the whole catalogue: draft i takes format i mod 27, brand i mod 5 and topic kind i mod 7, so
 * every format meets several brands and kinds (27, 5 and 7 share no factor).
 */
export function qualityCorpus(rounds = 3): CorpusDraft[] {
  const formats = WRITING_FORMATS.map((f) => f.id);
  const out: CorpusDraft[] = [];
  for (let i = 0; i < formats.length * rounds; i += 1) {
    const [name, b] = CORPUS_BRANDS[i % CORPUS_BRANDS.length];
    const kind = TOPIC_KINDS[i % TOPIC_KINDS.length];
    const topic = CORPUS_TOPICS[name][kind];
    const formatId = formats[i % formats.length];
    out.push({ brand: name, kind, topic, formatId, request: requestFor(b, formatId, topic) });
  }
  return out;
}

/** The ten drafts docs/writing-samples.md shows unedited: the two examples first, then one per brand and kind. */
export const SAMPLE_REQUESTS: ReadonlyArray<{ brand: string; formatId: string; kind: TopicKind }> = [
  { brand: 'roaster', formatId: 'instagram-caption', kind: 'how-to' },
  { brand: 'roaster', formatId: 'email-newsletter', kind: 'event' },
  { brand: 'law firm', formatId: 'linkedin-post', kind: 'question' },
  { brand: 'coach', formatId: 'x-thread', kind: 'launch' },
  { brand: 'yoga studio', formatId: 'instagram-carousel', kind: 'list' },
  { brand: 'plumber', formatId: 'facebook-post', kind: 'how-to' },
  { brand: 'roaster', formatId: 'blog-how-to', kind: 'how-to' },
  { brand: 'law firm', formatId: 'email-promotion', kind: 'offer' },
  { brand: 'coach', formatId: 'tiktok-video-script', kind: 'story' },
  { brand: 'yoga studio', formatId: 'facebook-event', kind: 'event' },
];

export function sampleRequests(): Array<{ brand: string; formatId: string; topic: string; request: WritingRequest }> {
  return SAMPLE_REQUESTS.map(({ brand: name, formatId, kind }) => {
    const b = CORPUS_BRANDS.find(([n]) => n === name)![1];
    const topic = CORPUS_TOPICS[name][kind];
    return { brand: name, formatId, topic, request: requestFor(b, formatId, topic) };
  });
}
