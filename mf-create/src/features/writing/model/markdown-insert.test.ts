import { insertHorizontalRule, insertLink, toggleBlockquote, toggleBold, toggleHeading, toggleItalic, type TextEdit } from './markdown-insert';

/** `text` with the selection marked by '[' and ']' (or a lone '|' caret). */
function at(marked: string): TextEdit {
  if (marked.includes('|')) {
    const i = marked.indexOf('|');
    return { text: marked.replace('|', ''), selectionStart: i, selectionEnd: i };
  }
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), selectionStart: start, selectionEnd: end };
}
const selected = (e: TextEdit) => e.text.slice(e.selectionStart, e.selectionEnd);

describe('bold and italic', () => {
  it('wraps the selection and keeps it selected', () => {
    const out = toggleBold(at('say [hello] now'));
    expect(out.text).toBe('say **hello** now');
    expect(selected(out)).toBe('hello');
  });

  it('unwraps on the second press (markers outside the selection)', () => {
    const once = toggleBold(at('say [hello] now'));
    expect(toggleBold(once).text).toBe('say hello now');
  });

  it('unwraps a selection that includes the markers', () => {
    expect(toggleBold(at('[**hi**]')).text).toBe('hi');
    expect(toggleItalic(at('[*hi*]')).text).toBe('hi');
  });

  it('inserts a selected placeholder at a bare caret', () => {
    const out = toggleItalic(at('a |b'));
    expect(out.text).toBe('a *italic text*b');
    expect(selected(out)).toBe('italic text');
    expect(selected(toggleBold(at('|')))).toBe('bold text');
  });

  it('does not take bold asterisks for italic ones', () => {
    const bold = toggleBold(at('[x]'));
    expect(toggleItalic(bold).text).toBe('***x***');
  });
});

describe('headings', () => {
  it.each([1, 2, 3] as const)('makes the line a level %i heading wherever the caret is', (level) => {
    expect(toggleHeading(at('one\ntw|o\nthree'), level).text).toBe(`one\n${'#'.repeat(level)} two\nthree`);
  });

  it('replaces another level instead of stacking', () => {
    expect(toggleHeading(at('## Ti|tle'), 1).text).toBe('# Title');
  });

  it('removes the heading when pressed again at the same level', () => {
    expect(toggleHeading(at('### Ti|tle'), 3).text).toBe('Title');
  });

  it('applies to every selected line and selects the block', () => {
    const out = toggleHeading(at('[a\nb]\nc'), 2);
    expect(out.text).toBe('## a\n## b\nc');
    expect(selected(out)).toBe('## a\n## b');
  });
});

describe('blockquote', () => {
  it('quotes each selected line and unquotes them again', () => {
    const quoted = toggleBlockquote(at('[a\nb]'));
    expect(quoted.text).toBe('> a\n> b');
    expect(toggleBlockquote(quoted).text).toBe('a\nb');
  });
});

describe('link', () => {
  it('replaces the selection with [text](url) and puts the caret after it', () => {
    const out = insertLink(at('see [here] ok'), 'our menu', 'https://cafe.example/menu');
    expect(out.text).toBe('see [our menu](https://cafe.example/menu) ok');
    expect(out.selectionStart).toBe(out.selectionEnd);
    expect(out.text.slice(0, out.selectionStart)).toBe('see [our menu](https://cafe.example/menu)');
  });

  it('keeps brackets in the text and spaces or parentheses in the URL from breaking the link', () => {
    expect(insertLink(at('|'), ' [a] ', ' https://x.example/a b(1) ').text).toBe('[\\[a\\]](https://x.example/a%20b(1%29)');
  });
});

describe('horizontal rule', () => {
  it.each([
    ['', '---\n\n'],
    ['text|', 'text\n\n---\n\n'],
    ['text\n|', 'text\n\n---\n\n'],
    ['a|\n\nb', 'a\n\n---\n\nb'],
  ])('puts the rule on its own line with blank lines around (%j)', (input, expected) => {
    expect(insertHorizontalRule(at(input.includes('|') ? input : `${input}|`)).text).toBe(expected);
  });
});
