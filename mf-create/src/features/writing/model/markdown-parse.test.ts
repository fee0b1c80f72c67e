import { markdownToPlainText, parseInline, parseMarkdown, safeHref } from './markdown-parse';

describe('blocks', () => {
  it('reads headings, rules, quotes, lists, code and paragraphs with their line breaks', () => {
    const blocks = parseMarkdown('# Title\n\nLine one\nLine two\n\n---\n\n> quoted\n\n- a\n- b\n\n3. c\n4. d\n\n```\n<b>x</b>\n```');
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'rule', 'quote', 'list', 'list', 'code']);
    expect(blocks[1]).toEqual({ type: 'paragraph', children: [{ type: 'text', text: 'Line one' }, { type: 'break' }, { type: 'text', text: 'Line two' }] });
    expect(blocks[5]).toMatchObject({ ordered: true, start: 3 });
    expect(blocks[6]).toEqual({ type: 'code', text: '<b>x</b>' });
  });

  it('does not take hashtags for headings', () => {
    expect(parseMarkdown('#coffee #mornings')[0].type).toBe('paragraph');
  });
});

describe('inline', () => {
  it('reads bold, italic, code and links', () => {
    expect(parseInline('**b** *i* _j_ `c` [l](https://x.example)')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'b' }] },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'i' }] },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'j' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'c' },
      { type: 'text', text: ' ' },
      { type: 'link', href: 'https://x.example', children: [{ type: 'text', text: 'l' }] },
    ]);
  });

  it('leaves snake_case words, lone asterisks and escaped markers as text', () => {
    expect(parseInline('my_file_name 5 * 3 \\*not\\*')).toEqual([{ type: 'text', text: 'my_file_name 5 * 3 *not*' }]);
  });

  it('drops the link but keeps the words when the address is unsafe', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([{ type: 'text', text: 'click' }]);
  });
});

describe('safe addresses', () => {
  it.each([
    ['https://a.example', 'https://a.example'],
    ['http://a.example', 'http://a.example'],
    ['mailto:hi@a.example', 'mailto:hi@a.example'],
    ['a.example/page', 'https://a.example/page'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['data:text/html;base64,xx', null],
    ['vbscript:x', null],
  ])('%s -> %s', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });
});

it('gives plain text for snippets', () => {
  expect(markdownToPlainText('# Hello\n\n**Bold** and [link](https://x.example)\n\n- one\n- two')).toBe('Hello Bold and link one two');
});
