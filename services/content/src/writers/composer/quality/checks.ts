import type { BrandData } from '@navia/contracts';
import { keywords, sentences } from '../text';

/** The names a brand owns (company, offers, personas): no dictionary knows them, and a draft must keep their case. */
export function brandNames(brand: BrandData): string[] {
  return [brand.companyName, ...brand.offerings.map((o) => o.name), ...brand.personas.users.map((p) => p.name)].filter(Boolean);
}

/**
 * The offline composer's known failure shapes (issue 21): sentences a person notices at once, which a grammar checker
 * may not flag. Each names the mistake; `brokenSentences` lists the sentences of a draft that match one.
 */
export const BROKEN_PATTERNS: ReadonlyArray<{ name: string; re: RegExp }> = [
  { name: 'a verb phrase pasted after "gives you"', re: /\bgives you (?:never|always|to|get|save|enjoy|make|keep|stay|find|run|feel|spend|skip|be)\b/i },
  { name: 'a how-to topic used as a noun', re: /\b(?:push|master|handle|manage|track|get|make|with|turns?|gets|matters?)\s+how to\b|\bhow to [^.!?\n]{1,60}? (?:gets|is rarely|turns|matters|takes|just got|doesn't|made simple)\b/i },
  { name: 'a question topic inside a sentence', re: /\?[.,;:]|\w\?\s+(?:is|to|gets|and|in|for|at)\b/ },
  { name: 'an event treated as a habit', re: /\b(?:on (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|\d{1,2}(?:st|nd|rd|th)? \w+)) (?:is working|to next week|gets easier|turns from|is rarely|should move)\b/i },
  { name: 'a generic business tip', re: /\b(?:track one number that matters|decide what "done" looks like|change one thing at a time|ten focused minutes a day|as your north star|the same time, the same place|one week of doing than from a month of planning)\b/i },
  { name: 'a noun phrase put in a verb slot', re: /\b(?:you can|helps you|you'll) no (?!longer\b)/i },
  { name: 'a doubled word', re: /\b(\w{2,})\s+\1\b/i },
  { name: 'an empty slot', re: / [.,;:!?](?!\S)|(?<!\.)\.\.(?!\.)|\(\s*\)|\b(?:a|an|the) (?:\.|,)/ },
];

export interface BrokenSentence {
  pattern: string;
  sentence: string;
}

/** Lines that are not prose: hashtags, links, labels such as "**Show:**" keep their own shapes. */
function proseOf(draft: string): string {
  return draft
    .split('\n')
    .filter((line) => !/^#\S+( #\S+)*$/.test(line.trim()))
    .map((line) => line.replace(/https?:\/\/\S+/g, 'LINK').replace(/^#+\s*/, '').replace(/\*\*/g, ''))
    .join('\n');
}

/** The owner's phrases a draft puts inside its own sentences (obstacles, frustration, what they tried, their need). */
export function ownerPhrases(brand: BrandData): string[] {
  return brand.personas.users.flatMap((p) => [p.obstacles, p.mainFrustration, p.triedBefore, p.mainNeed]).filter(Boolean);
}

/** A plural phrase of the owner's ("irregular hours") followed by a singular verb of ours ("… doesn't make it easier"). */
function singularVerbAfterPlural(sentence: string, phrases: string[]): boolean {
  return phrases.some((p) => {
    const last = p.trim().split(/\s+/).pop() ?? '';
    if (!/[^s]s$/i.test(last)) return false;
    const at = sentence.toLowerCase().indexOf(p.trim().toLowerCase());
    return at >= 0 && /^\s+(?:doesn't|does|gets|is|has|makes|tends|stands)\b/i.test(sentence.slice(at + p.trim().length));
  });
}

export function brokenSentences(draft: string, names: string[] = [], phrases: string[] = []): BrokenSentence[] {
  const out: BrokenSentence[] = [];
  for (const sentence of proseOf(draft).split('\n').flatMap(sentences)) {
    for (const { name, re } of BROKEN_PATTERNS) if (re.test(sentence)) out.push({ pattern: name, sentence });
    if (singularVerbAfterPlural(sentence, phrases)) out.push({ pattern: "a singular verb after the owner's plural phrase", sentence });
    // A name the owner typed, lower-cased or cut inside a sentence.
    for (const n of names) {
      const lower = n.toLowerCase();
      if (n !== lower && sentence.includes(lower) && !sentence.includes(n)) out.push({ pattern: 'a name lower-cased', sentence });
    }
  }
  return out;
}

/** The topic's key words a draft must carry (a stem of each: "brewing" carries "brew"). */
export function missingTopicWords(draft: string, topic: string): string[] {
  const text = draft.toLowerCase();
  return keywords(topic, 3).filter((w) => !text.includes(w.length > 5 ? w.slice(0, w.length - 2) : w));
}

/** A sentence reduced to what a template leaves: the topic becomes one token, case, emoji and punctuation go. */
function templateOf(sentence: string, topic: string): string {
  return sentence
    .toLowerCase()
    .split(topic.toLowerCase())
    .join('§')
    .replace(/[^\p{L}\p{N}§ ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * How much drafts about different topics repeat each other: for each ordered pair of drafts, the share of the first
 * one's sentences (five words or more) whose template the second also has, averaged over all pairs. 0 when no two
 * drafts share a sentence, 1 when they are copies; a sentence pasted with another topic counts as the same.
 */
export function sharedSentenceShare(drafts: Array<{ text: string; topic: string }>): number {
  const sets = drafts.map(
    ({ text, topic }) =>
      new Set(
        proseOf(text)
          .split('\n')
          .flatMap(sentences)
          .filter((s) => s.split(/\s+/).length >= 5)
          .map((s) => templateOf(s, topic)),
      ),
  );
  let sum = 0;
  let pairs = 0;
  sets.forEach((a, i) =>
    sets.forEach((other, j) => {
      if (i === j || a.size === 0) return;
      sum += [...a].filter((t) => other.has(t)).length / a.size;
      pairs += 1;
    }),
  );
  return pairs ? sum / pairs : 0;
}
