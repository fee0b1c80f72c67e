import { collapseWhitespace, decodeEntities, htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('keeps what a visitor reads and drops code, styles, navigation, forms and footers', () => {
    const page = `<!doctype html><html><head><title>Bean There</title><style>p { color: red }</style>
      <script>var x = "<p>not text</p>"; if (a < b) {}</script></head>
      <body><nav><a href="/">Home</a><a href="/menu">Menu</a></nav>
      <header><h1>Fresh coffee, every morning</h1></header>
      <main><p>We roast our beans <strong>in house</strong>.</p><!-- a comment -->
      <form><label>Email</label><button>Subscribe</button></form>
      <noscript>Enable JavaScript</noscript><svg><text>logo</text></svg></main>
      <footer>© 2026 Bean There · Privacy</footer></body></html>`;
    expect(htmlToText(page)).toBe('Fresh coffee, every morning\nWe roast our beans in house.');
  });

  it('decodes named, decimal and hex entities', () => {
    expect(htmlToText('<p>Caf&eacute; &amp; bar &mdash; open&nbsp;daily &#8211; 7&#x2009;am &lt;3 &hearts;</p>')).toBe('Café & bar — open daily – 7 am <3 ♥');
    expect(decodeEntities('&unknown; &amp &#0; &#x1F600;')).toBe('&unknown; & \uFFFD 😀');
  });

  it('collapses source whitespace like a browser and starts a line only at block elements', () => {
    expect(htmlToText('<div>  one\n\n\n   two  </div><ul><li>a</li><li>b</li></ul>line<br>break<span>s</span> <em>here</em>')).toBe('one two\na\nb\nline\nbreaks here');
  });

  it('keeps paragraphs of plain-text pages apart', () => {
    expect(collapseWhitespace('  one \t two\r\n\r\n\r\n\nthree  ')).toBe('one two\n\nthree');
  });

  it('skips hidden elements, including nested ones of the same name', () => {
    expect(htmlToText('<div hidden><div>inner</div>still hidden</div><p aria-hidden="true">x</p><p style="display:none">y</p><p>shown</p>')).toBe('shown');
  });

  it('reads attributes that contain ">" and survives broken markup', () => {
    expect(htmlToText('<p title="a > b">Hello</p><p>unclosed <b>bold')).toBe('Hello\nunclosed bold');
    expect(htmlToText('<script>never closed')).toBe('');
    expect(htmlToText('plain text, no tags')).toBe('plain text, no tags');
  });

  it('treats a script body as text until its literal end tag', () => {
    expect(htmlToText('<script>document.write("</p><p>fake")</script><p>real</p>')).toBe('real');
  });
});
