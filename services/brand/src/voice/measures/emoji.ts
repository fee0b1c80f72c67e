import { PLAYFUL_EMOJI, STRATEGIC_EMOJI } from './lexicons';
import { graphemes } from './tokenize';

export interface EmojiCount {
  emoji: string;
  count: number;
}

export interface EmojiMeasures {
  count: number;
  per100Words: number;
  /** Distinct emoji, most used first. */
  distinct: EmojiCount[];
  /** How many are decorative-joyful (faces, hearts, food, party) and how many mark a point (checks, arrows, charts). */
  playful: number;
  strategic: number;
  /** Lines that start with an emoji: emoji used as bullets or signposts. */
  lineStarts: number;
}

const PICTOGRAPHIC = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
// Pictographic by Unicode, but written as text marks rather than emoji.
const NOT_EMOJI = new Set(['©', '®', '™', '‼', '⁉', '↔', '↕', '▶', '◀', 'ℹ', '〰', '〽']);
const PRESENTATION = /\uFE0E|\uFE0F|\p{Emoji_Modifier}/gu;

export function isEmoji(grapheme: string): boolean {
  return PICTOGRAPHIC.test(grapheme) && !NOT_EMOJI.has(grapheme.replace(PRESENTATION, ''));
}

function inSet(set: Set<string>, g: string): boolean {
  const bare = g.replace(PRESENTATION, '');
  return set.has(g) || set.has(bare) || set.has(`${bare}\uFE0F`);
}

/** By code point block, for emoji outside the lists: faces, food, animals and plants read as playful. */
function playfulByBlock(g: string): boolean {
  const cp = g.codePointAt(0) ?? 0;
  const within = (a: number, b: number) => cp >= a && cp <= b;
  return (
    within(0x1f600, 0x1f64f) || // emoticons
    within(0x1f910, 0x1f92f) ||
    within(0x1f970, 0x1f97f) ||
    within(0x1f345, 0x1f37f) || // food and drink
    within(0x1f950, 0x1f96f) ||
    within(0x1f400, 0x1f43f) || // animals
    within(0x1f980, 0x1f9ae) ||
    within(0x1f330, 0x1f344) // plants
  );
}

export function emojiKind(g: string): 'playful' | 'strategic' | 'other' {
  if (inSet(STRATEGIC_EMOJI, g)) return 'strategic';
  if (inSet(PLAYFUL_EMOJI, g) || playfulByBlock(g)) return 'playful';
  return 'other';
}

export function measureEmoji(text: string, wordCount: number): EmojiMeasures {
  const counts = new Map<string, number>();
  let playful = 0;
  let strategic = 0;
  for (const g of graphemes(text)) {
    if (!isEmoji(g)) continue;
    const key = g.replace(/\uFE0E/g, '');
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const kind = emojiKind(g);
    if (kind === 'playful') playful += 1;
    else if (kind === 'strategic') strategic += 1;
  }
  let lineStarts = 0;
  for (const line of text.split('\n')) {
    const first = graphemes(line.trim())[0];
    if (first && isEmoji(first)) lineStarts += 1;
  }
  const count = [...counts.values()].reduce((a, b) => a + b, 0);
  const distinct = [...counts.entries()].map(([emoji, n]) => ({ emoji, count: n })).sort((a, b) => b.count - a.count);
  return { count, per100Words: wordCount ? (count * 100) / wordCount : 0, distinct, playful, strategic, lineStarts };
}
