/**
 * Reduces a web page to the text a visitor reads, for voice analysis: code, styles, navigation, forms and other
 * chrome are dropped, block elements become line breaks, entities are decoded and whitespace collapsed. A small
 * tokenizer rather than a DOM: pages come from strangers, so it never executes or fetches anything, and it
 * tolerates broken markup (an unclosed element just runs to the end).
 */

// Elements whose content is never prose (raw text ones are skipped up to their literal end tag).
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noembed', 'noframes', 'plaintext']);
const SKIPPED = new Set([
  'head', 'noscript', 'template', 'svg', 'math', 'nav', 'footer', 'aside', 'form', 'iframe', 'object', 'embed',
  'canvas', 'video', 'audio', 'select', 'button', 'dialog', 'menu',
]);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const BLOCK = new Set([
  'address', 'article', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4',
  'h5', 'h6', 'header', 'hr', 'li', 'main', 'ol', 'p', 'pre', 'section', 'table', 'td', 'th', 'tr', 'ul', 'body', 'html',
]);

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ensp: ' ', emsp: ' ', thinsp: ' ', shy: '',
  copy: '©', reg: '®', trade: '™', hellip: '…', mdash: '—', ndash: '–', lsquo: '‘', rsquo: '’', sbquo: '‚',
  ldquo: '“', rdquo: '”', bdquo: '„', laquo: '«', raquo: '»', bull: '•', middot: '·', deg: '°', euro: '€',
  pound: '£', yen: '¥', cent: '¢', sect: '§', para: '¶', times: '×', divide: '÷', plusmn: '±', frac12: '½',
  frac14: '¼', frac34: '¾', iexcl: '¡', iquest: '¿', larr: '←', rarr: '→', uarr: '↑', darr: '↓', hearts: '♥',
  check: '✓', star: '☆', agrave: 'à', aacute: 'á', acirc: 'â', atilde: 'ã', auml: 'ä', aring: 'å', aelig: 'æ',
  ccedil: 'ç', egrave: 'è', eacute: 'é', ecirc: 'ê', euml: 'ë', igrave: 'ì', iacute: 'í', icirc: 'î', iuml: 'ï',
  ntilde: 'ñ', ograve: 'ò', oacute: 'ó', ocirc: 'ô', otilde: 'õ', ouml: 'ö', oslash: 'ø', ugrave: 'ù',
  uacute: 'ú', ucirc: 'û', uuml: 'ü', yacute: 'ý', yuml: 'ÿ', szlig: 'ß', Agrave: 'À', Aacute: 'Á', Acirc: 'Â',
  Auml: 'Ä', Ccedil: 'Ç', Egrave: 'È', Eacute: 'É', Ecirc: 'Ê', Ntilde: 'Ñ', Oacute: 'Ó', Ouml: 'Ö', Uuml: 'Ü',
};

/** Decodes named (a common set), decimal and hex character references; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});?/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
      return String.fromCodePoint(code);
    }
    const named = NAMED[ref] ?? NAMED[ref.toLowerCase()];
    return named !== undefined && (whole.endsWith(';') || /^(amp|lt|gt|quot|nbsp)$/i.test(ref)) ? named : whole;
  });
}

// A comment, a doctype / processing instruction, CDATA, or a tag whose attribute values may hold '>'.
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[^>]*>|<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;

function isHidden(attrs: string): boolean {
  return /(?:^|\s)hidden(?:\s|=|$)/i.test(attrs) || /aria-hidden\s*=\s*["']?true/i.test(attrs) || /display\s*:\s*none/i.test(attrs);
}

export function htmlToText(html: string): string {
  const out: string[] = [];
  // Names of the skipped elements we are inside, innermost last.
  const skip: string[] = [];
  let last = 0;
  let lower: string | undefined;
  TOKEN.lastIndex = 0;
  // In HTML a line break in the source is just a space; only block elements start a new line.
  const text = (from: number, to: number) => out.push(html.slice(from, to).replace(/\s+/g, ' '));
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    if (!skip.length) text(last, m.index);
    last = TOKEN.lastIndex;
    const name = m[2]?.toLowerCase();
    if (!name) continue; // comment, doctype, CDATA
    const closing = m[1] === '/';
    const selfClosing = /\/\s*$/.test(m[3] ?? '');
    if (!closing && RAW_TEXT.has(name)) {
      // Raw text: everything up to the literal end tag is content of this element, '<' included.
      lower ??= html.toLowerCase();
      const end = lower.indexOf(`</${name}`, last);
      const stop = end < 0 ? html.length : html.indexOf('>', end) + 1 || html.length;
      if (!skip.length && name === 'textarea') out.push('\n');
      last = stop;
      TOKEN.lastIndex = stop;
      continue;
    }
    if (closing) {
      const at = skip.lastIndexOf(name);
      if (at >= 0) {
        skip.length = at;
        continue;
      }
    } else if (!VOID.has(name) && !selfClosing && (skip.length > 0 || SKIPPED.has(name) || isHidden(m[3] ?? ''))) {
      // Inside a skipped element every open tag is tracked, so a nested element of the same name closes only itself.
      skip.push(name);
      continue;
    }
    if (!skip.length && BLOCK.has(name)) out.push('\n');
    else if (!skip.length && (name === 'td' || name === 'th' || name === 'img')) out.push(' ');
  }
  if (!skip.length) text(last, html.length);
  return decodeEntities(out.join(''))
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** For plain-text pages: spaces and tabs collapse to one space, lines are trimmed, runs of blank lines become one. */
export function collapseWhitespace(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
