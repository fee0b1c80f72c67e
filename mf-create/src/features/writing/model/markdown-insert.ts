/**
 * The markdown toolbar's edits (spec part 2 §2.8: bold, italic, heading H1 to H3, blockquote, link, horizontal
 * rule). Each takes the text and the selection and returns the new text and where the selection goes, so the
 * textarea keeps the caret where the person expects it. Pure, so every rule is tested without a browser.
 */
export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/** spec part 2 §9: heading levels 1 to 3. */
export type HeadingLevel = 1 | 2 | 3;

const PLACEHOLDER = { bold: 'bold text', italic: 'italic text' } as const;

/**
 * Wraps the selection in `marker`, or unwraps it when it is already wrapped (inside or just outside the
 * selection), so pressing Bold twice gives back the plain text. An empty selection inserts a selected placeholder.
 */
function toggleWrap(edit: TextEdit, marker: string, placeholder: string): TextEdit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const selected = text.slice(start, end);
  const m = marker.length;

  if (selected.length >= 2 * m && selected.startsWith(marker) && selected.endsWith(marker)) {
    const inner = selected.slice(m, -m);
    return { text: text.slice(0, start) + inner + text.slice(end), selectionStart: start, selectionEnd: start + inner.length };
  }
  if (text.slice(start - m, start) === marker && text.slice(end, end + m) === marker && isOwnMarker(text, start - m, end + m, marker)) {
    return { text: text.slice(0, start - m) + selected + text.slice(end + m), selectionStart: start - m, selectionEnd: end - m };
  }
  const inner = selected || placeholder;
  return {
    text: text.slice(0, start) + marker + inner + marker + text.slice(end),
    selectionStart: start + m,
    selectionEnd: start + m + inner.length,
  };
}

/**
 * For italic's single '*': the asterisks around the selection belong to italic only when they are not half of a
 * bold '**' (unwrapping '**bold**' as italic would leave '*bold*').
 */
function isOwnMarker(text: string, open: number, closeEnd: number, marker: string): boolean {
  if (marker !== '*') return true;
  return text[open - 1] !== '*' && text[closeEnd] !== '*';
}

export const toggleBold = (edit: TextEdit) => toggleWrap(edit, '**', PLACEHOLDER.bold);
export const toggleItalic = (edit: TextEdit) => toggleWrap(edit, '*', PLACEHOLDER.italic);

/** The start of the line holding `index`, and the end of the line holding `end`. */
function lineBounds(text: string, start: number, end: number): { from: number; to: number } {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  // A selection ending right after a newline does not take in the next line.
  const lastIndex = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const nextBreak = text.indexOf('\n', lastIndex);
  return { from, to: nextBreak === -1 ? text.length : nextBreak };
}

/** Rewrites every line the selection touches, keeping the whole block selected afterwards. */
function mapLines(edit: TextEdit, map: (lines: string[]) => string[]): TextEdit {
  const { from, to } = lineBounds(edit.text, edit.selectionStart, edit.selectionEnd);
  const block = map(edit.text.slice(from, to).split('\n')).join('\n');
  return { text: edit.text.slice(0, from) + block + edit.text.slice(to), selectionStart: from, selectionEnd: from + block.length };
}

const HEADING = /^#{1,6}\s+/;

/** Makes the selected lines headings of `level`; when they all already are, takes the heading off again. */
export function toggleHeading(edit: TextEdit, level: HeadingLevel): TextEdit {
  const prefix = `${'#'.repeat(level)} `;
  return mapLines(edit, (lines) => {
    const allAtLevel = lines.every((line) => line.startsWith(prefix) && !line.startsWith(`${prefix}#`));
    return lines.map((line) => (allAtLevel ? line.slice(prefix.length) : prefix + line.replace(HEADING, '')));
  });
}

/** Quotes the selected lines, or unquotes them when every one is already quoted. */
export function toggleBlockquote(edit: TextEdit): TextEdit {
  return mapLines(edit, (lines) => {
    const allQuoted = lines.every((line) => line.startsWith('>'));
    return lines.map((line) => (allQuoted ? line.replace(/^>\s?/, '') : `> ${line}`));
  });
}

/** `[text](url)` in place of the selection, with the caret after it. Link text brackets are escaped. */
export function insertLink(edit: TextEdit, linkText: string, url: string): TextEdit {
  const label = linkText.trim().replace(/([[\]])/g, '\\$1');
  const target = url.trim().replace(/\s/g, '%20').replace(/\)/g, '%29');
  const link = `[${label}](${target})`;
  const text = edit.text.slice(0, edit.selectionStart) + link + edit.text.slice(edit.selectionEnd);
  const caret = edit.selectionStart + link.length;
  return { text, selectionStart: caret, selectionEnd: caret };
}

/**
 * A horizontal rule on a line of its own with a blank line either side (a '---' right under a text line would make
 * that line a heading in markdown). Replaces the selection; the caret lands after the rule.
 */
export function insertHorizontalRule(edit: TextEdit): TextEdit {
  const before = edit.text.slice(0, edit.selectionStart);
  const after = edit.text.slice(edit.selectionEnd);
  const lead = before === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const rule = `${lead}---${trail}`;
  const caret = before.length + rule.length;
  return { text: before + rule + after, selectionStart: caret, selectionEnd: caret };
}
