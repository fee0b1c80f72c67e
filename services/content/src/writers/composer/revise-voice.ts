import type { BrandData, DriftKind, EmojiStyle, VoiceDrift, VoiceScore } from '@navia/contracts';
import { emojiPalette, voiceOf } from './voice';

/**
 * The offline composer's "Make it more on-brand" (issue 18): it rewrites the passages the voice score says drift,
 * each by what makes it drift, and adds the brand's emoji where the draft has fewer than its style asks for. Nothing
 * else of the draft changes, and the same draft and score always give the same revision.
 */

/** A word or phrase and what it becomes; '' drops it. Matched whole, in any case; the replacement keeps the case. */
type Swaps = ReadonlyArray<readonly [string, string]>;

/** Formal wording a casual voice says plainly (the voice score's formal markers, and their common forms). */
const PLAIN: Swaps = [
  ['please be advised that', 'just so you know,'],
  ['please be advised', 'just so you know'],
  ['we are pleased to', 'we’re happy to'],
  ['in accordance with', 'in line with'],
  ['pursuant to', 'under'],
  ['with respect to', 'about'],
  ['prior to', 'before'],
  ['subsequent to', 'after'],
  ['in order to', 'to'],
  ['therefore,', 'so'],
  ['therefore', 'so'],
  ['furthermore,', 'also,'],
  ['furthermore', 'also'],
  ['moreover,', 'also,'],
  ['moreover', 'also'],
  ['accordingly,', 'so'],
  ['accordingly', 'so'],
  ['consequently,', 'so'],
  ['consequently', 'so'],
  ['hence,', 'so'],
  ['hence', 'so'],
  ['thus,', 'so'],
  ['thus', 'so'],
  ['nevertheless', 'still'],
  ['notwithstanding', 'despite'],
  ['hereby', ''],
  ['herein', 'here'],
  ['thereof', 'of it'],
  ['whereas', 'while'],
  ['shall', 'will'],
  ['regarding', 'about'],
  ['ensures', 'guarantees'],
  ['ensure', 'guarantee'],
  ['whom', 'who'],
  ['endeavours', 'tries'],
  ['endeavors', 'tries'],
  ['endeavour', 'try'],
  ['endeavor', 'try'],
  ['commences', 'starts'],
  ['commence', 'start'],
  ['obtains', 'gets'],
  ['obtain', 'get'],
  ['provides', 'offers'],
  ['provide', 'offer'],
  ['facilitates', 'helps'],
  ['facilitate', 'help'],
  ['sincerely', 'truly'],
  ['respectfully', ''],
  ['esteemed', 'valued'],
  ['kindly', 'please'],
];

/** Casual wording a formal voice puts otherwise (the voice score's informal markers). */
const FORMAL: Swaps = [
  ['pretty much', 'largely'],
  ['treat yo self', 'treat yourself'],
  ['treat yo', 'treat your'],
  ['hey', 'hello'],
  ['hi', 'hello'],
  ['yay', ''],
  ['wow', ''],
  ['omg', ''],
  ['lol', ''],
  ['oh', ''],
  ['hooray', ''],
  ['xoxo', ''],
  ['yum', ''],
  ['awesome', 'excellent'],
  ['super', 'very'],
  ['cool', 'good'],
  ['gonna', 'going to'],
  ['wanna', 'want to'],
  ['gotta', 'have to'],
  ['kinda', 'somewhat'],
  ['y’all', 'you'],
  ["y'all", 'you'],
  ['folks', 'everyone'],
  ['guys', 'everyone'],
  ['yummiest', 'most delicious'],
  ['yummy', 'delicious'],
  ['totally', 'entirely'],
  ['stuff', 'things'],
  ['bestie', 'friend'],
  ['faves', 'favourites'],
  ['fave', 'favourite'],
  ['vibes', 'atmosphere'],
  ['vibe', 'atmosphere'],
  ['cuz', 'because'],
  ['okay', 'fine'],
  ['ok', 'fine'],
  ['ya', 'you'],
  ['nope', 'no'],
  ['yep', 'yes'],
  ['crazy', 'remarkable'],
  ['epic', 'remarkable'],
  ['goodies', 'treats'],
];

/** Contractions a formal voice writes out; the general endings come after the irregular ones. */
const WRITTEN_OUT: Swaps = [
  ["can't", 'cannot'],
  ["won't", 'will not'],
  ["shan't", 'shall not'],
  ["ain't", 'is not'],
  ["let's", 'let us'],
  ["it's", 'it is'],
  ["that's", 'that is'],
  ["what's", 'what is'],
  ["there's", 'there is'],
  ["here's", 'here is'],
  ["he's", 'he is'],
  ["she's", 'she is'],
  ["who's", 'who is'],
  ["where's", 'where is'],
  ["how's", 'how is'],
  ["everything's", 'everything is'],
  ["nothing's", 'nothing is'],
  ["i'm", 'I am'],
];
const CONTRACTION_ENDINGS: Swaps = [
  ["n't", ' not'],
  ["'re", ' are'],
  ["'ve", ' have'],
  ["'ll", ' will'],
  ["'d", ' would'],
];

const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|[\u{1F3FB}-\u{1F3FF}]|\u200D\p{Extended_Pictographic})*/gu;
const emojiCount = (text: string) => (text.match(EMOJI) ?? []).length;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Both apostrophes: the score reads ’ and ' alike, and so must the rewrite. */
const apostrophes = (s: string) => escape(s).replace(/'/g, "['’]");

function withCase(found: string, replacement: string): string {
  if (!replacement) return replacement;
  if (found[0] === found[0].toUpperCase() && found[0] !== found[0].toLowerCase()) return replacement[0].toUpperCase() + replacement.slice(1);
  return replacement;
}

function swapWords(text: string, swaps: Swaps): string {
  let out = text;
  for (const [from, to] of swaps) {
    const re = new RegExp(`(?<![\\p{L}\\p{N}'’])${apostrophes(from)}(?![\\p{L}\\p{N}])`, 'giu');
    out = out.replace(re, (found) => withCase(found, to));
  }
  return out;
}

function expandContractions(text: string): string {
  let out = swapWords(text, WRITTEN_OUT);
  for (const [ending, to] of CONTRACTION_ENDINGS) {
    out = out.replace(new RegExp(`(\\p{L}+)${apostrophes(ending)}(?![\\p{L}])`, 'giu'), (_m, stem: string) => `${stem}${to}`);
  }
  return out;
}

/**
 * Tidies what a dropped word leaves in `text` (rewritten from `original`): doubled spaces, a space before
 * punctuation, a clause opening on a comma; the passage keeps the spacing around it that the original had.
 */
function tidy(text: string, original: string): string {
  const lead = /^\s*/.exec(original)?.[0] ?? '';
  const trail = /\s*$/.exec(original)?.[0] ?? '';
  let body = text
    .trim()
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.;:!?])/g, '$1')
    .replace(/,{2,}/g, ',')
    .replace(/(^|[.!?]\s+|\*\*|^[-*>#]+\s+)[,;]\s*/g, '$1');
  // A sentence that lost its first word starts with a capital again (after any markdown it opens with).
  body = body.replace(/^([-*>#\s]*(?:\*\*|_)?)(\p{Ll})/u, (_m, pre: string, c: string) => pre + c.toUpperCase());
  return lead + body + trail;
}

/** Splits a long sentence where it joins two clauses, nearest the middle, until each part is short or no join is left. */
const JOINS = [/;\s+/g, /,\s+(and|but|so)\s+/g, /\s+(and|but|so)\s+(?=(?:we|you|I|they|it|our|your|this|that|there|he|she)\b)/g];
const LONG_WORDS = 30;
const MIN_PART_WORDS = 5;
const wordCount = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

function splitLong(sentence: string): string {
  if (wordCount(sentence) <= LONG_WORDS) return sentence;
  let best: { at: number; len: number; joiner: string } | null = null;
  const middle = sentence.length / 2;
  for (const join of JOINS) {
    for (const m of sentence.matchAll(join)) {
      const at = m.index ?? 0;
      if (wordCount(sentence.slice(0, at)) < MIN_PART_WORDS || wordCount(sentence.slice(at + m[0].length)) < MIN_PART_WORDS) continue;
      if (!best || Math.abs(at - middle) < Math.abs(best.at - middle)) best = { at, len: m[0].length, joiner: m[1] ?? '' };
    }
  }
  if (!best) return sentence;
  const head = sentence.slice(0, best.at).replace(/[,;]$/, '');
  const rest = sentence.slice(best.at + best.len);
  const next = best.joiner ? `${best.joiner[0].toUpperCase()}${best.joiner.slice(1)} ${rest}` : `${rest[0].toUpperCase()}${rest.slice(1)}`;
  return `${head}. ${splitLong(next)}`;
}

function keepFirstEmoji(text: string): string {
  let seen = false;
  return text.replace(EMOJI, (e) => {
    if (seen) return '';
    seen = true;
    return e;
  });
}

/** One drifting passage, rewritten toward the voice for each thing that makes it drift. */
function revisePassage(passage: string, kinds: ReadonlySet<DriftKind>): string {
  let out = passage;
  // A formal voice: one drift reason is reported per sentence, but the sentence is brought to the voice whole.
  if (kinds.has('exclamation') || kinds.has('casual-wording') || kinds.has('contractions')) {
    out = expandContractions(swapWords(out, FORMAL)).replace(/\?!+|!+\?/g, '?').replace(/!+/g, '.');
  }
  if (kinds.has('formal-wording')) out = swapWords(out, PLAIN);
  if (kinds.has('long-sentence') || kinds.has('formal-wording')) out = splitLong(out);
  if (kinds.has('emoji-unwanted')) out = out.replace(EMOJI, '');
  else if (kinds.has('emoji-crowded')) out = keepFirstEmoji(out);
  return tidy(out, passage);
}

const LEVEL: Record<EmojiStyle, number> = { none: 0, 'minimalist-professional': 1, 'strategic-impactful': 2, 'playful-vibrant': 3 };
/** Emoji per 100 words the voice score reads as each style (its thresholds, with room). */
const PER_100_WORDS: Partial<Record<EmojiStyle, number>> = { 'playful-vibrant': 3.5, 'strategic-impactful': 1.2 };

/** Lines an emoji may close: prose, not a heading, a blank, a link alone, a hashtag line or a table. */
const closable = (line: string) => /[\p{L}\p{N}][.!?)"”’]?\s*$/u.test(line) && !/^\s*(#|\||```|\[.*\]\(.*\)\s*$)/.test(line) && !/^\s*#\w/.test(line) && !/https?:\/\/\S+\s*$/.test(line);

/**
 * Adds the brand's emoji to the ends of lines, spread over the draft, until it holds as many as its style asks for
 * (a sparing style: one, at the end). Returns the text and how many lines got one.
 */
function addEmoji(text: string, style: EmojiStyle, palette: string[]): { text: string; added: number } {
  if (!palette.length) return { text, added: 0 };
  const lines = text.split('\n');
  const words = wordCount(text);
  const have = emojiCount(text);
  const rate = PER_100_WORDS[style];
  const wanted = rate ? Math.max(2, Math.ceil((words * rate) / 100)) - have : 1 - have;
  const open = lines.map((l, i) => (closable(l) && emojiCount(l) === 0 ? i : -1)).filter((i) => i >= 0);
  if (wanted <= 0 || !open.length) return { text, added: 0 };
  const chosen = rate ? spread(open, Math.min(wanted, open.length)) : [open[open.length - 1]];
  chosen.forEach((lineIndex, n) => {
    lines[lineIndex] = `${lines[lineIndex].replace(/\s+$/, '')} ${palette[n % palette.length]}`;
  });
  return { text: lines.join('\n'), added: chosen.length };
}

/** `count` items of `items`, evenly spaced, the first and the last among them. */
function spread<T>(items: T[], count: number): T[] {
  if (count >= items.length) return items;
  if (count === 1) return [items[0]];
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]);
}

export interface VoiceRevision {
  content: string;
  /** Passages rewritten and lines given an emoji: 0 when the composer found nothing it could bring closer. */
  changed: number;
}

/** The composer's revision of `draft` (scored as `score` against `brand`'s voice). */
export function reviseForVoice(draft: string, score: VoiceScore, brand: BrandData): VoiceRevision {
  const passages = new Map<string, { start: number; end: number; kinds: Set<DriftKind> }>();
  for (const d of score.drift as VoiceDrift[]) {
    const key = `${d.start}:${d.end}`;
    const p = passages.get(key) ?? { start: d.start, end: d.end, kinds: new Set<DriftKind>() };
    p.kinds.add(d.kind);
    passages.set(key, p);
  }
  let content = draft;
  let changed = 0;
  // From the end, so the offsets of the passages before stay true.
  for (const p of [...passages.values()].sort((a, b) => b.start - a.start)) {
    const before = content.slice(p.start, p.end);
    const after = revisePassage(before, p.kinds);
    if (after !== before) {
      content = content.slice(0, p.start) + after + content.slice(p.end);
      changed += 1;
    }
  }
  const emoji = score.aspects.find((a) => a.aspect === 'emoji');
  const expected = emoji?.expected[0] as EmojiStyle | undefined;
  const found = emoji?.found[0] as EmojiStyle | undefined;
  if (emoji?.measured && expected && found && LEVEL[found] < LEVEL[expected]) {
    const added = addEmoji(content, expected, emojiPalette(voiceOf(brand)));
    content = added.text;
    changed += added.added;
  }
  return { content, changed };
}
