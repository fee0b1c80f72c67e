import type { EmojiStyle, VoiceEvidence } from '@navia/contracts';
import type { BrandVoiceAnalyzer, VoiceAnalysis, VoiceAnalysisInput } from './brand-voice-analyzer';
import { measureText, type TermHits, type TextMeasures } from './measures/measure-text';

/**
 * The built-in analyzer (the default): reads the brand's own text and turns measurable habits of writing into
 * voice traits, each with the evidence behind it. No network, no model: the same text always gives the same
 * answer. Every trait is a rule that collects points from measures (sentence and word length, formality markers,
 * pronouns, questions and exclamations, emoji, sentiment words, jargon); the best-scoring traits above their
 * threshold win, at most three per field.
 */

export type TraitField = 'brand_personality' | 'tone_of_voice' | 'language_style';
type Add = (points: number, reason?: string) => void;

interface TraitRule {
  trait: string;
  field: TraitField;
  /** Points needed before the trait is suggested at all. */
  min: number;
  score(m: TextMeasures, add: Add): void;
}

const MAX_TRAITS = 3;
const CUSTOM_EMOJI_MAX = 50;

const one = (n: number) => (Math.round(n * 10) / 10).toString();
const pct = (share: number) => `${Math.round(share * 100)}%`;
const quoted = (h: TermHits) => h.examples.map((e) => `“${e}”`).join(', ');
const per100 = (h: TermHits) => `${one(h.per100)} per 100 words`;
const jargon = (m: TextMeasures) => m.technical.per100 + m.legal.per100 + m.business.per100;
const jargonExamples = (m: TextMeasures) =>
  [m.technical, m.legal, m.business]
    .sort((a, b) => b.count - a.count)
    .flatMap((h) => h.examples)
    .slice(0, 4)
    .map((e) => `“${e}”`)
    .join(', ');
const emojiList = (m: TextMeasures, n = 4) => m.emoji.distinct.slice(0, n).map((d) => d.emoji).join(' ');

const RULES: TraitRule[] = [
  // ── Brand personality ──────────────────────────────────────────────────────────────────────────
  {
    trait: 'Playful',
    field: 'brand_personality',
    min: 2.5,
    score(m, add) {
      if (m.emoji.per100Words >= 2) add(2, `${one(m.emoji.per100Words)} emoji per 100 words (${emojiList(m)})`);
      else if (m.emoji.per100Words >= 0.8) add(1, `Uses emoji (${emojiList(m)})`);
      if (m.exclamationShare >= 0.2) add(1, `${pct(m.exclamationShare)} of sentences end with an exclamation mark`);
      if (m.informal.per100 >= 0.5) add(1.5, `Casual words: ${quoted(m.informal)}`);
      if (m.emoji.count >= 2 && m.emoji.playful >= m.emoji.count / 2) add(0.5, 'Mostly playful emoji (faces, hearts, food)');
    },
  },
  {
    trait: 'Friendly',
    field: 'brand_personality',
    min: 2.5,
    score(m, add) {
      if (m.secondPerson.per100 >= 2) add(1, `Speaks to the reader: ${quoted(m.secondPerson)} (${per100(m.secondPerson)})`);
      if (m.contractions.per100 >= 1) add(1, `Contractions such as ${quoted(m.contractions)}`);
      if (m.positive.per100 >= 1.5) add(1, `Positive words: ${quoted(m.positive)}`);
      if (m.questionShare >= 0.08) add(0.5, `Asks the reader questions (${pct(m.questionShare)} of sentences)`);
      if (m.warm.per100 >= 1) add(0.5);
      if (m.formal.per100 >= 1) add(-1);
    },
  },
  {
    trait: 'Warm',
    field: 'brand_personality',
    min: 2,
    score(m, add) {
      if (m.warm.per100 >= 1) add(2, `Welcoming, caring words: ${quoted(m.warm)} (${per100(m.warm)})`);
      else if (m.warm.per100 >= 0.5) add(1, `Some welcoming words: ${quoted(m.warm)}`);
      if (m.positive.per100 >= 2) add(0.5, `Warm praise words: ${quoted(m.positive)}`);
      if (m.emoji.playful >= 2) add(0.5);
      if (m.firstPlural.per100 >= 1.5 && m.secondPerson.per100 >= 1.5) add(0.5, '“We” speaking directly to “you”');
    },
  },
  {
    trait: 'Enthusiastic',
    field: 'brand_personality',
    min: 2.5,
    score(m, add) {
      if (m.exclamationShare >= 0.3) add(2, `${pct(m.exclamationShare)} of sentences are exclamations`);
      else if (m.exclamationShare >= 0.15) add(1, `${pct(m.exclamationShare)} of sentences are exclamations`);
      if (m.positive.per100 >= 2) add(1, `Many positive words (${per100(m.positive)})`);
    },
  },
  {
    trait: 'Authoritative',
    field: 'brand_personality',
    min: 2.5,
    score(m, add) {
      if (m.formal.per100 >= 1) add(1.5, `Formal wording: ${quoted(m.formal)}`);
      if (m.avgSentenceWords >= 20) add(1, `Long, complete sentences (${one(m.avgSentenceWords)} words on average)`);
      if (m.legal.per100 >= 2) add(1, `Command of legal terms: ${quoted(m.legal)}`);
      if (m.exclamationShare === 0 && m.emoji.count === 0) add(0.5, 'No exclamation marks or emoji');
      if (m.contractions.per100 < 0.3) add(0.5);
      if (m.hedges.per100 < 0.3 && m.questionShare < 0.05) add(0.25);
    },
  },
  {
    trait: 'Professional',
    field: 'brand_personality',
    min: 2.5,
    score(m, add) {
      if (m.formal.per100 >= 0.5) add(1, `Formal wording: ${quoted(m.formal)}`);
      if (m.informal.count === 0) add(0.5, 'No slang or casual words');
      if (m.emoji.count === 0) add(0.5);
      if (m.avgWordLength >= 5) add(0.5, `Longer, more exact words (${one(m.avgWordLength)} letters on average)`);
      if (m.contractions.per100 < 0.5) add(0.5);
      if (m.exclamationShare < 0.05) add(0.25);
    },
  },
  {
    trait: 'Trustworthy',
    field: 'brand_personality',
    min: 2,
    score(m, add) {
      if (m.trust.per100 >= 0.8) add(2, `Credibility words: ${quoted(m.trust)} (${per100(m.trust)})`);
      else if (m.trust.per100 >= 0.4) add(1, `Some credibility words: ${quoted(m.trust)}`);
      if (m.firstPlural.per100 >= 1.5) add(0.5, `Speaks as a team: ${quoted(m.firstPlural)}`);
    },
  },
  {
    trait: 'Knowledgeable',
    field: 'brand_personality',
    min: 2,
    score(m, add) {
      if (jargon(m) >= 4) add(2, `Specialist vocabulary: ${jargonExamples(m)} (${one(jargon(m))} per 100 words)`);
      else if (jargon(m) >= 2) add(1, `Some specialist vocabulary: ${jargonExamples(m)}`);
      if (m.acronyms.per100 >= 1) add(0.5, `Acronyms: ${m.acronyms.examples.join(', ')}`);
      if (m.numbers.per100 >= 1) add(0.5, `Backs claims with figures: ${m.numbers.examples.join(', ')}`);
    },
  },
  {
    trait: 'Innovative',
    field: 'brand_personality',
    min: 2,
    score(m, add) {
      if (m.innovation.per100 >= 1) add(2, `Forward-looking words: ${quoted(m.innovation)}`);
      else if (m.innovation.per100 >= 0.5) add(1, `Some forward-looking words: ${quoted(m.innovation)}`);
      if (m.technical.per100 >= 3) add(0.5);
    },
  },
  // ── Tone of voice ──────────────────────────────────────────────────────────────────────────────
  {
    trait: 'Upbeat',
    field: 'tone_of_voice',
    min: 2,
    score(m, add) {
      if (m.positive.per100 >= 2) add(1.5, `Positive words: ${quoted(m.positive)} (${per100(m.positive)})`);
      else if (m.positive.per100 >= 1) add(0.75, `Positive words: ${quoted(m.positive)}`);
      if (m.exclamationShare >= 0.15) add(1, `${pct(m.exclamationShare)} of sentences are exclamations`);
      if (m.emoji.playful >= 2) add(0.5, `Cheerful emoji: ${emojiList(m, 3)}`);
      if (m.negative.per100 < 0.5) add(0.25);
    },
  },
  {
    trait: 'Conversational',
    field: 'tone_of_voice',
    min: 2.5,
    score(m, add) {
      if (m.contractions.per100 >= 1) add(1, `Writes as people talk: ${quoted(m.contractions)}`);
      if (m.questionShare >= 0.08) add(1, `Asks questions (${pct(m.questionShare)} of sentences)`);
      if (m.secondPerson.per100 >= 2) add(0.5, `Addresses the reader as “you” (${per100(m.secondPerson)})`);
      if (m.informal.per100 >= 0.5) add(0.5);
      if (m.avgSentenceWords <= 14) add(0.5);
    },
  },
  {
    trait: 'Welcoming',
    field: 'tone_of_voice',
    min: 2,
    score(m, add) {
      if (m.warm.per100 >= 1) add(1.5, `Invites people in: ${quoted(m.warm)}`);
      if (m.secondPerson.per100 >= 2) add(0.5, 'Talks to the reader directly');
      if (m.imperativeShare >= 0.1 && m.warm.count > 0) add(0.5, `${pct(m.imperativeShare)} of sentences are invitations (“come”, “stop by”, “join”)`);
    },
  },
  {
    trait: 'Formal',
    field: 'tone_of_voice',
    min: 2.5,
    score(m, add) {
      if (m.formal.per100 >= 1) add(2, `Formal markers: ${quoted(m.formal)} (${per100(m.formal)})`);
      else if (m.formal.per100 >= 0.5) add(1, `Some formal markers: ${quoted(m.formal)}`);
      if (m.contractions.per100 < 0.3) add(0.5, 'No contractions (“we are”, not “we’re”)');
      if (m.informal.count === 0 && m.emoji.count === 0) add(0.5, 'No slang and no emoji');
      if (m.avgSentenceWords >= 20) add(0.5);
    },
  },
  {
    trait: 'Measured',
    field: 'tone_of_voice',
    min: 2.5,
    score(m, add) {
      if (m.sentences >= 2 && m.exclamationShare === 0) add(1, `No exclamation marks in ${m.sentences} sentences`);
      if (m.emoji.count === 0) add(0.5);
      if (m.positive.per100 < 1) add(0.5, 'Few superlatives or praise words');
      if (m.formal.per100 >= 0.5) add(0.5);
    },
  },
  {
    trait: 'Reassuring',
    field: 'tone_of_voice',
    min: 2,
    score(m, add) {
      if (m.trust.per100 >= 0.8) add(1.5, `Reassures with ${quoted(m.trust)}`);
      else if (m.trust.per100 >= 0.4) add(0.75, `Reassures with ${quoted(m.trust)}`);
      if (m.negative.per100 >= 0.5 && m.trust.per100 >= 0.4) add(0.5, `Names the risks (${quoted(m.negative)}) and answers them`);
      if (m.firstPlural.per100 >= 1.5 && m.secondPerson.per100 >= 1) add(0.5, '“We” take care of “you”');
    },
  },
  {
    trait: 'Clear',
    field: 'tone_of_voice',
    min: 2,
    score(m, add) {
      if (m.avgSentenceWords >= 8 && m.avgSentenceWords <= 18) add(1, `Sentences of ${one(m.avgSentenceWords)} words on average: easy to follow`);
      if (m.numbers.per100 >= 1 || m.precision.per100 >= 0.8) add(0.75, `Concrete figures and limits: ${[...m.numbers.examples, ...m.precision.examples].slice(0, 4).join(', ')}`);
      if (m.imperativeShare >= 0.1) add(0.5, `Plain instructions (${pct(m.imperativeShare)} of sentences start with a verb)`);
      if (m.hedges.per100 < 0.3) add(0.25);
      if (m.exclamationShare < 0.1 && m.questionShare < 0.15) add(0.25);
    },
  },
  {
    trait: 'Informative',
    field: 'tone_of_voice',
    min: 2,
    score(m, add) {
      if (jargon(m) >= 3) add(1, `Explains with specifics: ${jargonExamples(m)}`);
      if (m.numbers.per100 >= 1) add(0.75, `Gives numbers: ${m.numbers.examples.join(', ')}`);
      if (m.exclamationShare < 0.1) add(0.5);
      if (m.avgSentenceWords >= 12) add(0.25);
    },
  },
  {
    trait: 'Confident',
    field: 'tone_of_voice',
    min: 2,
    score(m, add) {
      if (m.imperativeShare >= 0.15) add(1, `Calls to action (${pct(m.imperativeShare)} of sentences)`);
      if (m.hedges.per100 < 0.3 && m.words >= 20) add(0.5, 'States things without hedging (“maybe”, “might”)');
      if (m.innovation.per100 >= 0.5) add(0.5, `Strong claims: ${quoted(m.innovation)}`);
      if (m.numbers.per100 >= 1) add(0.5, 'Claims backed by figures');
      if (m.exclamationShare < 0.1) add(0.25);
    },
  },
  {
    trait: 'Direct',
    field: 'tone_of_voice',
    min: 2,
    score(m, add) {
      if (m.imperativeShare >= 0.2) add(1.5, `${pct(m.imperativeShare)} of sentences start with a verb`);
      if (m.avgSentenceWords <= 12) add(0.5, `Short sentences (${one(m.avgSentenceWords)} words on average)`);
      if (m.secondPerson.per100 >= 2) add(0.5);
    },
  },
  // ── Language style ─────────────────────────────────────────────────────────────────────────────
  {
    trait: 'Casual',
    field: 'language_style',
    min: 2,
    score(m, add) {
      if (m.informal.per100 >= 0.5) add(1.5, `Everyday, casual words: ${quoted(m.informal)}`);
      if (m.contractions.per100 >= 1) add(1, `Contractions: ${quoted(m.contractions)} (${per100(m.contractions)})`);
      if (m.emoji.per100Words >= 1) add(0.5, 'Emoji in the running text');
    },
  },
  {
    trait: 'Descriptive',
    field: 'language_style',
    min: 2,
    score(m, add) {
      if (m.sensory.per100 >= 3) add(2.5, `Sensory words: ${quoted(m.sensory)} (${per100(m.sensory)})`);
      else if (m.sensory.per100 >= 1.5) add(2, `Sensory words: ${quoted(m.sensory)} (${per100(m.sensory)})`);
      else if (m.sensory.per100 >= 0.75) add(1, `Some sensory words: ${quoted(m.sensory)}`);
    },
  },
  {
    trait: 'Simple',
    field: 'language_style',
    min: 2.5,
    score(m, add) {
      if (m.avgWordLength < 4.7) add(1, `Short everyday words (${one(m.avgWordLength)} letters on average)`);
      if (m.avgSentenceWords < 12) add(1, `Short sentences (${one(m.avgSentenceWords)} words on average)`);
      if (m.longWordShare < 0.25) add(0.5);
      if (jargon(m) < 1) add(0.5, 'Almost no jargon');
    },
  },
  {
    trait: 'Concise',
    field: 'language_style',
    min: 1.5,
    score(m, add) {
      if (m.avgSentenceWords <= 12) add(1.5, `Short sentences (${one(m.avgSentenceWords)} words on average)`);
      else if (m.avgSentenceWords <= 15) add(0.75, `Compact sentences (${one(m.avgSentenceWords)} words on average)`);
      if (m.imperativeShare >= 0.2) add(0.5, `Gets to the point: ${pct(m.imperativeShare)} of sentences open with a verb`);
      if (m.hedges.count === 0 && m.words >= 20) add(0.25);
    },
  },
  {
    trait: 'Formal',
    field: 'language_style',
    min: 2.5,
    score(m, add) {
      if (m.formal.per100 >= 1) add(1.5, `Formal vocabulary: ${quoted(m.formal)}`);
      if (m.contractions.per100 < 0.3) add(0.5, 'Words written out in full, no contractions');
      if (m.avgWordLength >= 5) add(0.5, `Long words (${one(m.avgWordLength)} letters on average)`);
      if (m.informal.count === 0) add(0.5);
    },
  },
  {
    trait: 'Precise',
    field: 'language_style',
    min: 2,
    score(m, add) {
      if (m.precision.per100 >= 0.8) add(1.5, `Qualifies exactly: ${quoted(m.precision)}`);
      else if (m.precision.per100 >= 0.4) add(0.75, `Qualifies exactly: ${quoted(m.precision)}`);
      if (m.numbers.per100 >= 1) add(1, `Exact figures: ${m.numbers.examples.join(', ')}`);
      if (m.legal.per100 >= 2) add(0.5, `Defined legal terms: ${quoted(m.legal)}`);
      if (m.technical.per100 >= 4) add(0.5, `Names things exactly: ${quoted(m.technical)}`);
      if (m.formal.per100 >= 1) add(0.5);
    },
  },
  {
    trait: 'Technical',
    field: 'language_style',
    min: 2,
    score(m, add) {
      if (m.technical.per100 >= 4) add(3, `Technical terms: ${quoted(m.technical)} (${per100(m.technical)})`);
      else if (m.technical.per100 >= 2) add(1.5, `Some technical terms: ${quoted(m.technical)}`);
      if (m.acronyms.per100 >= 1) add(0.5, `Acronyms: ${m.acronyms.examples.join(', ')}`);
    },
  },
  {
    trait: 'Elaborate',
    field: 'language_style',
    min: 2,
    score(m, add) {
      if (m.avgSentenceWords >= 22) add(1.5, `Long, layered sentences (${one(m.avgSentenceWords)} words on average)`);
      else if (m.avgSentenceWords >= 18) add(0.75, `Fairly long sentences (${one(m.avgSentenceWords)} words on average)`);
      if (m.longWordShare >= 0.35) add(1, `${pct(m.longWordShare)} of words have 7 letters or more`);
    },
  },
];

const FALLBACK: Record<TraitField, string> = {
  brand_personality: 'Straightforward',
  tone_of_voice: 'Neutral',
  language_style: 'Plain',
};

export interface Scored {
  trait: string;
  field: TraitField;
  /** The rule's points when they reach its threshold, else 0 (the trait is not suggested). */
  score: number;
  /** The rule's points however few, and the threshold: how close a text comes to a trait (the voice score). */
  points: number;
  min: number;
  reasons: string[];
}

/** Every trait rule's reading of the measures. */
export function scoreRules(m: TextMeasures): Scored[] {
  return RULES.map((rule) => {
    let score = 0;
    const reasons: string[] = [];
    rule.score(m, (points, reason) => {
      score += points;
      if (reason && points > 0) reasons.push(reason);
    });
    return { trait: rule.trait, field: rule.field, score: score >= rule.min ? score : 0, points: score, min: rule.min, reasons };
  });
}

/** spec part 2 §3 emoji styles: none, minimalist-professional, playful-vibrant, strategic-impactful. */
export function chooseEmojiStyle(m: TextMeasures): { style: EmojiStyle; reasons: string[] } {
  const e = m.emoji;
  if (e.count === 0) return { style: 'none', reasons: [`No emoji in ${m.words} words`] };
  const density = `${one(e.per100Words)} emoji per 100 words (${emojiList(m, 5)})`;
  const playfulShare = e.playful / e.count;
  const strategicShare = e.strategic / e.count;
  if (e.per100Words < 0.5) return { style: 'minimalist-professional', reasons: [`Emoji are rare: ${density}`] };
  if (strategicShare >= 0.5) {
    const reasons = [`${pct(strategicShare)} of emoji mark a point (checks, arrows, charts): ${density}`];
    if (e.lineStarts > 0) reasons.push(`${e.lineStarts} lines start with an emoji, used as signposts`);
    return { style: 'strategic-impactful', reasons };
  }
  if (e.per100Words < 1 || (e.count <= 2 && playfulShare < 0.5)) {
    return { style: 'minimalist-professional', reasons: [`A few emoji, used sparingly: ${density}`] };
  }
  if (playfulShare >= 0.5 || e.per100Words >= 3) {
    return { style: 'playful-vibrant', reasons: [density, `${pct(playfulShare)} are playful (faces, hearts, food, celebration)`] };
  }
  return { style: 'strategic-impactful', reasons: [density] };
}

function customEmojis(m: TextMeasures): string {
  let out = '';
  for (const { emoji } of m.emoji.distinct.slice(0, 8)) {
    const next = out ? `${out} ${emoji}` : emoji;
    if (next.length > CUSTOM_EMOJI_MAX) break;
    out = next;
  }
  return out;
}

/** Analyzes one text (all samples joined). Exported for tests and for the evidence dialog's wording. */
export function analyzeText(text: string): VoiceAnalysis {
  const m = measureText(text);
  const scored = scoreRules(m);
  const thin = m.words < 40 ? [`Based on only ${m.words} words: add more real content for a surer reading`] : [];
  const evidence: VoiceEvidence[] = [];
  const pick = (field: TraitField): string[] => {
    const winners = scored
      .filter((s) => s.field === field && s.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, MAX_TRAITS);
    if (!winners.length) {
      evidence.push({ trait: FALLBACK[field], field, reasons: [`No strong markers in ${m.words} words`, ...thin] });
      return [FALLBACK[field]];
    }
    for (const w of winners) evidence.push({ trait: w.trait, field, reasons: [...w.reasons, ...thin] });
    return winners.map((w) => w.trait);
  };
  const brand_personality = pick('brand_personality');
  const tone_of_voice = pick('tone_of_voice');
  const language_style = pick('language_style');
  const emoji = chooseEmojiStyle(m);
  evidence.push({ trait: emoji.style, field: 'emoji_preferences', reasons: emoji.reasons });
  return {
    brand_personality,
    tone_of_voice,
    language_style,
    emoji_preferences: { style: emoji.style, customEmojis: customEmojis(m) },
    evidence,
  };
}

export class OfflineAnalyzer implements BrandVoiceAnalyzer {
  readonly name = 'offline' as const;

  async analyze(input: VoiceAnalysisInput): Promise<VoiceAnalysis> {
    // Samples are joined with blank lines so one sample's last sentence never runs into the next one's first.
    return analyzeText(input.samples.map((s) => s.text).join('\n\n'));
  }
}
