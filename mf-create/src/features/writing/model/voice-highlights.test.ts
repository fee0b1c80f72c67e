import { highlightsOf, splitByHighlights } from './voice-highlights';

describe('the drifting passages as the preview shows them', () => {
  const source = '# Our menu\n\n- **Pursuant to** the rules, we serve coffee.\nWe love you! 🎉';
  const drift = [
    { start: source.indexOf('- **Pursuant'), end: source.indexOf('coffee.') + 7, aspect: 'tone' as const, reason: 'Formal wording in a casual voice', kind: 'formal-wording' as const, terms: ['pursuant to'] },
    { start: source.indexOf('We love'), end: source.length, aspect: 'emoji' as const, reason: 'Emoji in a voice that uses none', kind: 'emoji-unwanted' as const, terms: [] },
    { start: source.indexOf('We love'), end: source.length, aspect: 'tone' as const, reason: 'An exclamation in a formal voice', kind: 'exclamation' as const, terms: [] },
  ];

  it('drops the markdown a passage carries, and a passage found twice', () => {
    expect(highlightsOf(source, drift)).toEqual([
      { text: 'Pursuant to the rules, we serve coffee.', reason: 'Formal wording in a casual voice' },
      { text: 'We love you! 🎉', reason: 'Emoji in a voice that uses none' },
    ]);
  });

  it('splits a rendered text around the passages it holds whole, and leaves the others', () => {
    const [first, second] = highlightsOf(source, drift);
    expect(splitByHighlights('Note: We love you! 🎉 See you soon.', [first, second])).toEqual(['Note: ', second, ' See you soon.']);
    expect(splitByHighlights('Pursuant to', [first])).toEqual(['Pursuant to']);
  });
});
