/** Words, sentences and graphemes of a text, the units every measure counts in. */

// A word: letters or digits, with inner apostrophes and hyphens (we're, real-time, e-mail).
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Letters only, for word length (digits and punctuation would skew it). */
export function letterCount(word: string): number {
  return (word.match(/\p{L}/gu) ?? []).length;
}

export interface Sentence {
  text: string;
  words: string[];
  /** How it ends: '?', '!', '.', or '' for a line that ends without punctuation (captions, list items). */
  end: '?' | '!' | '.' | '';
}

/**
 * Sentences end at . ! ? … (followed by a space, a closing quote or the end) and at line breaks: captions and
 * lists are written one thought per line. A fragment without words (an emoji line) is not a sentence.
 */
export function sentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  for (const line of text.split(/\n+/)) {
    const parts = line.match(/[^.!?…]+(?:[.!?…]+["'”’)]*|$)/g) ?? [];
    for (const raw of parts) {
      const t = raw.trim();
      const w = words(t);
      if (!w.length) continue;
      // "3.5" or "e.g." split a sentence in two: glue a fragment that starts in lower case or with a digit back on.
      const prev = out[out.length - 1];
      if (prev && prev.end === '.' && /^[\p{Ll}\p{N}]/u.test(t) && /[\p{L}\p{N}]\.$/u.test(prev.text) && prev.text.length < 400) {
        const mergedText = `${prev.text}${raw}`.trim();
        out[out.length - 1] = { text: mergedText, words: words(mergedText), end: endOf(mergedText) };
        continue;
      }
      out.push({ text: t, words: w, end: endOf(t) });
    }
  }
  return out;
}

function endOf(t: string): Sentence['end'] {
  const m = /([.!?…])[.!?…"'”’)]*$/.exec(t);
  if (!m) return '';
  // "?!" counts as a question, "!!!" as an exclamation.
  if (/\?/.test(t.slice(m.index))) return '?';
  if (/!/.test(t.slice(m.index))) return '!';
  return '.';
}

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** User-perceived characters, so an emoji with a skin tone or a ZWJ family counts once. */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}
