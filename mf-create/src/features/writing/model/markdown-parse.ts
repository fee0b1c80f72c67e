/**
 * A small markdown reader for the preview (spec part 2 §2.8 "the rendered preview"). It turns text into a tree of
 * plain data that the preview renders as React elements, never as HTML: raw HTML in a draft stays visible text,
 * and a link is only a link when its address is http(s), mailto or tel. That is the sanitizing, by construction,
 * with no HTML string anywhere (no dangerouslySetInnerHTML, no sanitizer to keep up to date).
 *
 * It reads what the toolbar writes and what the writers produce: headings, paragraphs with line breaks (captions
 * rely on them), block quotes, bulleted and numbered lists, horizontal rules, fenced code, and inline bold,
 * italic, code and links. Anything else is shown as written.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'quote'; children: Block[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'rule' }
  | { type: 'code'; text: string };

const SAFE_URL = /^(https?:|mailto:|tel:)/i;

/** The address a link may point at, or null: only http(s), mailto and tel (no javascript:, data: ...). */
export function safeHref(raw: string): string | null {
  const url = raw.trim();
  if (SAFE_URL.test(url)) return url;
  // A bare domain ('example.com/page') is what people type into the link dialog: it means https.
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(url)) return `https://${url}`;
  return null;
}

const RULE = /^ {0,3}([-*_])( *\1){2,} *$/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^ {0,3}(```|~~~)/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const BULLET = /^ {0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^ {0,3}(\d{1,9})[.)]\s+(.*)$/;

const isBlank = (line: string) => line.trim() === '';
const startsBlock = (line: string) =>
  RULE.test(line) || HEADING.test(line) || FENCE.test(line) || QUOTE.test(line) || BULLET.test(line) || NUMBERED.test(line);

export function parseMarkdown(source: string): Block[] {
  return parseBlocks(source.replace(/\r\n?/g, '\n').split('\n'));
}

function parseBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (isBlank(line)) {
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i].trimStart().startsWith(fence[1])) body.push(lines[i++]);
      i += 1; // the closing fence (or the end of the text)
      blocks.push({ type: 'code', text: body.join('\n') });
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1].length as 1 | 2 | 3 | 4 | 5 | 6, children: parseInline(heading[2]) });
      i += 1;
      continue;
    }
    if (QUOTE.test(line)) {
      const inner: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i])) inner.push((QUOTE.exec(lines[i++]) as RegExpExecArray)[1]);
      blocks.push({ type: 'quote', children: parseBlocks(inner) });
      continue;
    }
    const bullet = BULLET.test(line);
    const numbered = NUMBERED.exec(line);
    if (bullet || numbered) {
      const pattern = bullet ? BULLET : NUMBERED;
      const items: Inline[][] = [];
      while (i < lines.length && pattern.test(lines[i])) {
        const match = pattern.exec(lines[i]) as RegExpExecArray;
        items.push(parseInline(bullet ? match[1] : match[2]));
        i += 1;
      }
      blocks.push({ type: 'list', ordered: !bullet, start: numbered ? Number(numbered[1]) : 1, items });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && !isBlank(lines[i]) && (paragraph.length === 0 || !startsBlock(lines[i]))) paragraph.push(lines[i++]);
    blocks.push({ type: 'paragraph', children: joinLines(paragraph) });
  }
  return blocks;
}

/** Lines of one paragraph keep their breaks: a caption's line structure is part of its message. */
function joinLines(lines: string[]): Inline[] {
  return lines.flatMap((line, index) => (index === 0 ? parseInline(line.trim()) : [{ type: 'break' } as Inline, ...parseInline(line.trim())]));
}

/** Finds the closing `marker` for an opening at `from`, skipping escaped characters. */
function findClose(text: string, from: number, marker: string): number {
  for (let i = from; i <= text.length - marker.length; i++) {
    if (text[i] === '\\') {
      i += 1;
      continue;
    }
    if (text.startsWith(marker, i) && i > from && text[i - 1] !== ' ') {
      // For a single '*' or '_', a doubled marker here is bold, not the end of the italic.
      if (marker.length === 1 && text[i + 1] === marker) {
        i += 1;
        continue;
      }
      return i;
    }
  }
  return -1;
}

/** The ')' that closes a link address opened just before `from`; addresses may hold balanced parentheses. */
function closingParen(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') {
      if (depth === 0) return i;
      depth -= 1;
    }
  }
  return -1;
}

/** The end of a `[label](url)` link starting at `from` (the '['), with its parts, or null. */
function readLink(text: string, from: number): { label: string; url: string; end: number } | null {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') {
      i += 1;
    } else if (c === '[') {
      depth += 1;
    } else if (c === ']') {
      depth -= 1;
      if (depth === 0) {
        if (text[i + 1] !== '(') return null;
        const close = closingParen(text, i + 2);
        if (close === -1) return null;
        return { label: text.slice(from + 1, i), url: text.slice(i + 2, close), end: close + 1 };
      }
    }
  }
  return null;
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push({ type: 'text', text: plain });
    plain = '';
  };

  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\' && i + 1 < text.length && /[\\`*_[\]()#>+\-.!~]/.test(text[i + 1])) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    if (c === '`') {
      const close = text.indexOf('`', i + 1);
      if (close > i) {
        flush();
        out.push({ type: 'code', text: text.slice(i + 1, close) });
        i = close + 1;
        continue;
      }
    }
    if (c === '[') {
      const link = readLink(text, i);
      if (link) {
        flush();
        const href = safeHref(link.url);
        const children = parseInline(link.label);
        // An unsafe address keeps the label as text and drops the link: the draft still reads, nothing runs.
        if (href) out.push({ type: 'link', href, children });
        else out.push(...children);
        i = link.end;
        continue;
      }
    }
    if ((c === '*' || c === '_') && text[i + 1] === c && text[i + 2] !== ' ') {
      const marker = c + c;
      const close = findClose(text, i + 2, marker);
      if (close !== -1) {
        flush();
        out.push({ type: 'strong', children: parseInline(text.slice(i + 2, close)) });
        i = close + 2;
        continue;
      }
    }
    // '_' inside a word (snake_case, URLs) is not emphasis.
    const wordUnderscore = c === '_' && /\w/.test(text[i - 1] ?? '');
    if ((c === '*' || c === '_') && !wordUnderscore && text[i + 1] !== ' ' && text[i + 1] !== undefined) {
      const close = findClose(text, i + 1, c);
      if (close !== -1) {
        flush();
        out.push({ type: 'em', children: parseInline(text.slice(i + 1, close)) });
        i = close + 1;
        continue;
      }
    }
    plain += c;
    i += 1;
  }
  flush();
  return out;
}

/** The text of a markdown draft without its syntax: for snippets in the file list. */
export function markdownToPlainText(source: string): string {
  const inlineText = (nodes: Inline[]): string =>
    nodes.map((n) => (n.type === 'text' || n.type === 'code' ? n.text : n.type === 'break' ? ' ' : 'children' in n ? inlineText(n.children) : '')).join('');
  const blockText = (blocks: Block[]): string[] =>
    blocks.flatMap((b) => {
      switch (b.type) {
        case 'heading':
        case 'paragraph':
          return [inlineText(b.children)];
        case 'quote':
          return blockText(b.children);
        case 'list':
          return b.items.map(inlineText);
        case 'code':
          return [b.text];
        case 'rule':
          return [];
      }
    });
  return blockText(parseMarkdown(source)).join(' ').replace(/\s+/g, ' ').trim();
}
