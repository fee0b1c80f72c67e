import { estimateTokens, type WritingRequest } from '../content-writer';
import { contextOf } from './context';
import { FAMILY_OF_FORMAT, socialPost, type Block } from './drafts';
import { formalise } from './text';

const join = (blocks: Block[]) => blocks.map((x) => x.text.trim()).filter(Boolean).join('\n\n');

/**
 * Cuts a draft down to `maxTokens`: optional blocks go first (from the end), then the longest blocks that are not
 * kept lose sentences from their end. Title, call to action and hashtags stay.
 */
function fit(blocks: Block[], maxTokens: number | null): Block[] {
  if (maxTokens === null) return blocks;
  let out = [...blocks];
  const over = () => estimateTokens(join(out)) > maxTokens;
  for (let i = out.length - 1; i >= 0 && over(); i -= 1) if (out[i].optional) out = out.filter((_, j) => j !== i);
  while (over()) {
    const candidates = out.map((x, i) => ({ x, i })).filter(({ x }) => !x.keep && x.text.length > 0);
    if (!candidates.length) break;
    const { i } = candidates.reduce((a, c) => (c.x.text.length > a.x.text.length ? c : a));
    const cut = out[i].text.replace(/\s*[^.!?\n]*[.!?]?\s*$/, '');
    out[i] = { ...out[i], text: cut.length < out[i].text.length ? cut : '' };
  }
  return out.filter((x) => x.text.trim());
}

const headingLevel = (line: string) => /^(#+) /.exec(line.trim())?.[1].length ?? 0;

/** Drops a heading left with nothing under it (its only sentence was a repeat), and the blank line it leaves. */
function withoutEmptyHeadings(lines: string[]): string[] {
  const out: string[] = [];
  lines.forEach((line, i) => {
    const level = headingLevel(line);
    if (level) {
      const next = lines.slice(i + 1).find((l) => l.trim());
      if (next === undefined || (headingLevel(next) && headingLevel(next) <= level)) return;
    }
    if (!line.trim() && (!out.length || !out[out.length - 1].trim())) return;
    out.push(line);
  });
  while (out.length && !out[out.length - 1].trim()) out.pop();
  return out;
}

/**
 * Drops a sentence a draft already said (the same brand fact reached through two sections): a person does not repeat
 * themselves word for word. Kept blocks (title, call to action, hashtags) stay whole.
 */
function withoutRepeats(blocks: Block[]): Block[] {
  const said = new Set<string>();
  const fresh = (s: string) => {
    if (s.split(/\s+/).length < 5) return true;
    const key = s.toLowerCase().replace(/[^\p{L}\p{N} ]/gu, '');
    if (said.has(key)) return false;
    said.add(key);
    return true;
  };
  return blocks
    .map((x) => {
      if (x.keep) return x;
      const lines = x.text.split('\n').map((line) => {
        // Headings, list items and labelled lines are structure, not sentences to deduplicate.
        if (!line.trim() || /^(#|- |\d+\. |\*\*)/.test(line.trim())) return line;
        return line.split(/(?<=[.!?])\s+(?=[A-Z])/).filter(fresh).join(' ') || null;
      });
      return { ...x, text: withoutEmptyHeadings(lines.filter((l): l is string => l !== null)).join('\n') };
    })
    .filter((x) => x.keep || x.text.replace(/^#+ .*$/gm, '').trim());
}

/** The offline composer's draft for a request: format-appropriate markdown in the brand's voice. */
export function composeDraft(request: WritingRequest): string {
  const c = contextOf(request);
  const build = FAMILY_OF_FORMAT[request.format.id] ?? socialPost;
  let text = join(fit(withoutRepeats(build(c)), request.maxTokens));
  if (c.voice.formal && !c.voice.playful) text = formalise(text);
  const max = request.format.writer.maxCharacters;
  if (max && text.length > max) text = text.slice(0, max - 3).replace(/\s+\S*$/, '') + '...';
  return text;
}
