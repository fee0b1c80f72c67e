/** Small text helpers of the offline composer: deterministic randomness, clean-up of the owner's phrases, hashtags. */

/** FNV-1a: a stable 32-bit hash of a string (seeds the composer's choices). */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator, so one request always gives one draft. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A phrase the owner typed, ready to sit inside a sentence: trimmed, single-spaced, no closing punctuation. */
export function phrase(text: string | undefined | null): string {
  return (text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?;:,]+$/, '');
}

/** `phrase` with a lower-case first letter, unless it starts with an acronym or a name-like word ("I", "NYC"). */
export function inSentence(text: string | undefined | null): string {
  const p = phrase(text);
  if (!p) return p;
  const first = p.split(' ')[0];
  if (first === 'I' || (first.length > 1 && first === first.toUpperCase())) return p;
  return p[0].toLowerCase() + p.slice(1);
}

export function capitalize(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** Title case for headings (short words kept lower inside). */
export function titleCase(text: string): string {
  const small = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'your', 'you']);
  return text
    .split(' ')
    .map((w, i) => (i > 0 && small.has(w.toLowerCase()) ? w.toLowerCase() : capitalize(w)))
    .join(' ');
}

/** A naive plural for an occupation ('nurse' → 'nurses', 'busy mom' → 'busy moms'); already-plural text is kept. */
export function plural(noun: string): string {
  const n = noun.trim();
  if (!n) return n;
  if (/(s|people|staff|folks|team|teams|children|men|women)$/i.test(n)) return n;
  if (/[^aeiou]y$/i.test(n)) return n.slice(0, -1) + 'ies';
  if (/(sh|ch|x|z)$/i.test(n)) return n + 'es';
  return n + 's';
}

const STOP = new Set(
  'a an and are as at be but by for from how i if in into is it its my of on or our so that the their them then these this to we what when where which who why with you your yours about more most than very just get got make made can will would should could do does did not no yes up out over under new best top tips tip way ways launching introducing announcing presenting story'.split(' '),
);

/** The topic's content words, longest first (hashtags, keyword lines). */
export function keywords(text: string, max = 5): string[] {
  const seen = new Set<string>();
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/[\s-]+/)
    .filter((w) => w.length > 2 && !STOP.has(w) && !/^\d+$/.test(w));
  const out: string[] = [];
  for (const w of words) {
    if (seen.has(w)) continue;
    seen.add(w);
    out.push(w);
  }
  return out.sort((a, b) => b.length - a.length).slice(0, max);
}

/** '#CamelCase' from any text; empty when nothing usable is left. */
export function hashtag(text: string): string {
  const words = text.replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean);
  const tag = words.map((w) => capitalize(w.toLowerCase())).join('');
  return tag.length >= 3 && tag.length <= 30 ? `#${tag}` : '';
}

export function wordCount(text: string): number {
  return text
    .replace(/[#*_>`[\]()]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Sentences of a sample text (for the voice measures and for the brand's own lines). */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z"“\p{Extended_Pictographic}])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bdon't\b/g, 'do not'], [/\bDon't\b/g, 'Do not'], [/\bdoesn't\b/g, 'does not'], [/\bisn't\b/g, 'is not'], [/\baren't\b/g, 'are not'],
  [/\bcan't\b/g, 'cannot'], [/\bCan't\b/g, 'Cannot'], [/\bwon't\b/g, 'will not'], [/\bit's\b/g, 'it is'], [/\bIt's\b/g, 'It is'],
  [/\byou're\b/g, 'you are'], [/\bYou're\b/g, 'You are'], [/\bwe're\b/g, 'we are'], [/\bWe're\b/g, 'We are'], [/\bthat's\b/g, 'that is'],
  [/\bThat's\b/g, 'That is'], [/\bhere's\b/g, 'here is'], [/\bHere's\b/g, 'Here is'], [/\blet's\b/g, 'let us'], [/\bLet's\b/g, 'Let us'],
  [/\byou'll\b/g, 'you will'], [/\bYou'll\b/g, 'You will'], [/\bwe'll\b/g, 'we will'], [/\bWe'll\b/g, 'We will'], [/\bwe've\b/g, 'we have'],
  [/\bWe've\b/g, 'We have'], [/\byou've\b/g, 'you have'], [/\bI'm\b/g, 'I am'], [/\bwhat's\b/g, 'what is'], [/\bWhat's\b/g, 'What is'],
  [/\byou'd\b/g, 'you would'], [/\bthey're\b/g, 'they are'], [/\bThey're\b/g, 'They are'], [/\bdidn't\b/g, 'did not'], [/\bhasn't\b/g, 'has not'],
  [/\bhaven't\b/g, 'have not'], [/\bthere's\b/g, 'there is'], [/\bThere's\b/g, 'There is'], [/\bwe'd\b/g, 'we would'], [/\bYou've\b/g, 'You have'],
];

/** A formal brand writes without contractions or exclamation marks (hashtag lines and links untouched). */
export function formalise(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      if (/^#\S/.test(line.trim()) || /https?:\/\//.test(line)) return line;
      let out = line;
      for (const [re, full] of CONTRACTIONS) out = out.replace(re, full);
      return out.replace(/!+/g, '.');
    })
    .join('\n');
}
