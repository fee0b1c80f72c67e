import { measureEmoji, type EmojiMeasures } from './emoji';
import * as L from './lexicons';
import { letterCount, sentences, words } from './tokenize';

/** Hits of one marker: how many, how dense (per 100 words), and the most frequent examples found. */
export interface TermHits {
  count: number;
  per100: number;
  examples: string[];
}

/** Everything the offline analyzer knows about a text; pure numbers and examples, no judgement yet. */
export interface TextMeasures {
  words: number;
  sentences: number;
  avgSentenceWords: number;
  avgWordLength: number;
  /** Share of words with 7 or more letters (the long-word measure of the LIX readability index). */
  longWordShare: number;
  questionShare: number;
  exclamationShare: number;
  /** Sentences that open with a verb of invitation or instruction ("Try it", "Stop by"). */
  imperativeShare: number;
  contractions: TermHits;
  firstSingular: TermHits;
  firstPlural: TermHits;
  secondPerson: TermHits;
  formal: TermHits;
  informal: TermHits;
  positive: TermHits;
  negative: TermHits;
  warm: TermHits;
  sensory: TermHits;
  technical: TermHits;
  legal: TermHits;
  business: TermHits;
  trust: TermHits;
  innovation: TermHits;
  precision: TermHits;
  hedges: TermHits;
  acronyms: TermHits;
  numbers: TermHits;
  emoji: EmojiMeasures;
}

interface Matcher {
  words: Set<string>;
  stems: string[];
  phrases: RegExp[];
}

const norm = (s: string) => s.toLowerCase().replace(/’/g, "'");

function compile(lex: L.Lexicon | readonly string[]): Matcher {
  const m: Matcher = { words: new Set(), stems: [], phrases: [] };
  for (const raw of lex) {
    const entry = norm(raw);
    if (entry.includes(' ')) {
      const escaped = entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      m.phrases.push(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu'));
    } else if (entry.endsWith('*')) m.stems.push(entry.slice(0, -1));
    else m.words.add(entry);
  }
  return m;
}

const MATCHERS = {
  formal: compile(L.FORMAL),
  informal: compile(L.INFORMAL),
  positive: compile(L.POSITIVE),
  negative: compile(L.NEGATIVE),
  warm: compile(L.WARM),
  sensory: compile(L.SENSORY),
  technical: compile(L.TECHNICAL),
  legal: compile(L.LEGAL),
  business: compile(L.BUSINESS),
  trust: compile(L.TRUST),
  innovation: compile(L.INNOVATION),
  precision: compile(L.PRECISION),
  hedges: compile(L.HEDGES),
  firstSingular: compile(L.FIRST_SINGULAR),
  firstPlural: compile(L.FIRST_PLURAL),
  secondPerson: compile(L.SECOND_PERSON),
};
const IMPERATIVES = new Set(L.IMPERATIVE_STARTS.map(norm));

function hits(found: string[], totalWords: number): TermHits {
  const byTerm = new Map<string, number>();
  for (const f of found) byTerm.set(f, (byTerm.get(f) ?? 0) + 1);
  const examples = [...byTerm.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([t]) => t);
  return { count: found.length, per100: totalWords ? (found.length * 100) / totalWords : 0, examples };
}

function match(m: Matcher, lowerTokens: string[], lowerText: string, totalWords: number): TermHits {
  const found: string[] = [];
  for (const t of lowerTokens) if (m.words.has(t) || m.stems.some((s) => t.startsWith(s))) found.push(t);
  for (const re of m.phrases) for (const hit of lowerText.matchAll(re)) found.push(hit[0]);
  return hits(found, totalWords);
}

// n't, 're, 've, 'll, 'm, 'd always; 's only after words where it stands for "is" or "us" (not possessives).
const CONTRACTION = /^(?:[\p{L}]+n't|[\p{L}]+'(?:re|ve|ll|m|d)|(?:it|that|what|there|here|let|he|she|who|where|how|everything|nothing)'s)$/u;

export function measureText(text: string): TextMeasures {
  const tokens = words(text);
  const lowerTokens = tokens.map(norm);
  const lowerText = norm(text);
  const n = tokens.length;
  const sents = sentences(text);
  const s = sents.length || 1;
  const letters = tokens.map(letterCount).filter((c) => c > 0);
  const acronyms = tokens.filter((t) => /^[A-Z]{2,6}s?$/.test(t) && !/^(?:I|A|OK)$/.test(t));
  // Figures as written: 99.99%, 1,200, 90 (a decimal point or thousands separator does not split them).
  const numbers = text.match(/\d+(?:[.,]\d+)*%?/g) ?? [];
  const m = (key: keyof typeof MATCHERS) => match(MATCHERS[key], lowerTokens, lowerText, n);
  return {
    words: n,
    sentences: sents.length,
    avgSentenceWords: sents.length ? sents.reduce((a, x) => a + x.words.length, 0) / sents.length : n,
    avgWordLength: letters.length ? letters.reduce((a, b) => a + b, 0) / letters.length : 0,
    longWordShare: letters.length ? letters.filter((c) => c >= 7).length / letters.length : 0,
    questionShare: sents.filter((x) => x.end === '?').length / s,
    exclamationShare: sents.filter((x) => x.end === '!').length / s,
    imperativeShare: sents.filter((x) => IMPERATIVES.has(norm(x.words[0]))).length / s,
    contractions: hits(lowerTokens.filter((t) => CONTRACTION.test(t)), n),
    firstSingular: m('firstSingular'),
    firstPlural: m('firstPlural'),
    secondPerson: m('secondPerson'),
    formal: m('formal'),
    informal: m('informal'),
    positive: m('positive'),
    negative: m('negative'),
    warm: m('warm'),
    sensory: m('sensory'),
    technical: m('technical'),
    legal: m('legal'),
    business: m('business'),
    trust: m('trust'),
    innovation: m('innovation'),
    precision: m('precision'),
    hedges: m('hedges'),
    acronyms: hits(acronyms, n),
    numbers: hits(numbers, n),
    emoji: measureEmoji(text, n),
  };
}

/** The few markers the voice score checks in each sentence for drift: cheaper than measureText's all of them. */
export interface SentenceMarkers {
  words: number;
  /** Emoji as people see them (a skin tone or a ZWJ family counts once). */
  emoji: number;
  formal: TermHits;
  informal: TermHits;
  contractions: TermHits;
}

export function measureMarkers(text: string): SentenceMarkers {
  const tokens = words(text);
  const lowerTokens = tokens.map(norm);
  const lowerText = norm(text);
  const n = tokens.length;
  return {
    words: n,
    emoji: measureEmoji(text, n).count,
    formal: match(MATCHERS.formal, lowerTokens, lowerText, n),
    informal: match(MATCHERS.informal, lowerTokens, lowerText, n),
    contractions: hits(lowerTokens.filter((t) => CONTRACTION.test(t)), n),
  };
}
