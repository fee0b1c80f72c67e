import { capitalize, inSentence, phrase } from './text';

/**
 * What the owner's topic is about, by kind (issue 21): each kind has its own sentences, so a how-to is never pasted
 * where a noun belongs ("push how to brew cold brew to next week") and an event is never treated as a habit.
 */
export type TopicKind = 'how-to' | 'event' | 'launch' | 'question' | 'list' | 'story' | 'offer' | 'general';

export interface TopicFrame {
  kind: TopicKind;
  /** The topic as typed, tidied: it reads after "about" or "on" in every kind ("a post about how to brew cold brew"). */
  about: string;
  /** A noun phrase for the thing itself: "cold brew at home", "our autumn tasting night", "same-day boiler repairs". */
  thing: string;
  /** how-to: the action as a verb phrase ("brew cold brew at home"). */
  action: string;
  /** event: when it is ("on Friday", "on 14 March"), '' when the topic does not say. */
  when: string;
  /** question: the question as a sentence ("Is fresh coffee really worth it?"). */
  question: string;
  /** list: how many, and what ("5", "mistakes that make home coffee bitter"). */
  count: number;
  items: string;
  /** offer: the deal as a noun phrase ("20% off the Weekly Coffee Subscription this week"). */
  deal: string;
  /** story: the customer it is about ("how Ben went from zero push-ups to twenty": "Ben"); '' for the brand's own story. */
  person: string;
}

const NUMBER_WORDS: Record<string, number> = { three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const DAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
const WHEN = new RegExp(
  `\\s+((?:on|this|next|every)\\s+${DAY}(?:\\s+(?:morning|afternoon|evening|night))?|on\\s+\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}|on\\s+${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?)\\b`,
  'i',
);
const EVENT_WORDS = /\b(night|evening|class|clinic|workshop|bootcamp|webinar|open day|party|meetup|tasting|festival|fair|talk|masterclass|event|session|launch party)\b/i;
const OFFER_WORDS = /(\d+\s*%\s*off|\boff\b|\bdiscount|\bsale\b|\bhalf price\b|\bfree (?:first |trial )?\w+|\bdeal\b|\bvoucher\b|\bcoupon\b)/i;
const QUESTION_START = /^(is|are|do|does|did|can|could|should|would|will|why|what|when|where|which|who|how (?:much|many|long|often|do|does|can|did))\b/i;
const LAUNCH_START = /^(launching|introducing|announcing|presenting|meet|unveiling|welcome to)\s+/i;
const STORY_START = /^(the story of|the story behind|story of|how (?:we|i|our)\b|how [A-Z]\w+ |why (?:we|i)\b|what (?:our|we|my|i)\b|behind the scenes|\d+ years of|(?:ten|twenty|thirty|forty|fifty) years of|a day in)/i;

export function understandTopic(raw: string): TopicFrame {
  const typed = phrase(raw.replace(/\?+\s*$/, '?'));
  const text = typed.replace(/\?$/, '');
  const frame: TopicFrame = { kind: 'general', about: inSentence(text) || 'what we do', thing: inSentence(text) || 'what we do', action: '', when: '', question: '', count: 0, items: '', deal: '', person: '' };
  if (!text) return frame;

  const howTo = /^how to\s+(.+)$/i.exec(text);
  if (howTo) return { ...frame, kind: 'how-to', action: howTo[1], thing: howTo[1].replace(/^(make|brew|get|start|do|build|find|choose|use|read|write|plan|run|train|bleed|fix)\s+/i, '') };

  // "why we started Harper & Lowe" is a story; "why we started Harper & Lowe?" asks one.
  const asked = raw.trim().endsWith('?');
  if (!asked && STORY_START.test(text)) return storyFrame(frame, text);
  if (asked || QUESTION_START.test(text)) return { ...frame, kind: 'question', question: `${capitalize(text)}?` };

  const list = /^(\d+|three|four|five|six|seven|eight|nine|ten)\s+(.+)$/i.exec(text);
  if (list) {
    const count = /^\d+$/.test(list[1]) ? Number(list[1]) : NUMBER_WORDS[list[1].toLowerCase()];
    return { ...frame, kind: 'list', count, items: list[2], thing: list[2] };
  }

  if (STORY_START.test(text)) return storyFrame(frame, text);

  // A day or a date makes a gathering an event, a free one included ("our free bootcamp on Saturday morning").
  const when = WHEN.exec(text);
  const withoutWhen = when ? inSentence(text.slice(0, when.index) + text.slice(when.index + when[0].length)) : inSentence(text);
  if (when && EVENT_WORDS.test(text)) return { ...frame, kind: 'event', thing: withoutWhen, when: when[1] };

  if (OFFER_WORDS.test(text)) return { ...frame, kind: 'offer', deal: inSentence(text) };

  const launch = LAUNCH_START.exec(text);
  if (launch) return { ...frame, kind: 'launch', thing: inSentence(text.slice(launch[0].length)) };

  if (when || EVENT_WORDS.test(text)) {
    // "our new lunchtime class" is a launch; "our candlelit evening class on Thursday" an event.
    if (!when && /\bnew\b/i.test(text)) return { ...frame, kind: 'launch', thing: withoutWhen };
    return { ...frame, kind: 'event', thing: withoutWhen, when: when ? when[1] : '' };
  }
  if (/\bnew\b/i.test(text)) return { ...frame, kind: 'launch', thing: inSentence(text) };
  return frame;
}

/** A story: the brand's own ("the story of our first roaster"), or a customer's ("how Ben went from …"). */
function storyFrame(frame: TopicFrame, text: string): TopicFrame {
  const person = /^how ([A-Z][\p{L}'-]+) (?!to\b)/u.exec(text)?.[1] ?? '';
  return { ...frame, kind: 'story', thing: inSentence(text.replace(/^the story (?:of|behind)\s+/i, '')), person: ['We', 'I', 'Our'].includes(person) ? '' : person };
}
