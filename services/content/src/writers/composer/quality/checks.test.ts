import { WRITING_FORMATS } from '@navia/contracts';
import { brokenSentences, missingTopicWords, sharedSentenceShare } from './checks';
import { qualityCorpus, TOPIC_KINDS } from './corpus';

describe('the broken shapes the composer is judged on', () => {
  it.each([
    ['It gives you never run out of great coffee.', 'a verb phrase pasted after "gives you"'],
    ['Add a busy week to the mix, and it is easy to push how to brew cold brew at home to next week.', 'a how-to topic used as a noun'],
    ['How to brew cold brew at home gets easier once you break it into steps.', 'a how-to topic used as a noun'],
    ['This month we thought about is fresh coffee really worth it?. So here goes.', 'a question topic inside a sentence'],
    ['Decide what "done" looks like before you begin, so you can tell when our autumn tasting night on Friday is working.', 'a generic business tip'],
    ['Decide when our autumn tasting night on Friday is working for you.', 'an event treated as a habit'],
    ['Put simply, you can no queue before work.', 'a noun phrase put in a verb slot'],
    ['We brew the the best coffee.', 'a doubled word'],
    ['We roast on Tuesdays , every week.', 'an empty slot'],
  ])('finds %j', (sentence, pattern) => {
    expect(brokenSentences(sentence).map((b) => b.pattern)).toContain(pattern);
  });

  it('passes sentences a person would write', () => {
    const draft = [
      'Cold brew is easier than it looks, and you need nothing but a jar.',
      'Here is how to brew cold brew at home in four steps.',
      'Join us for our autumn tasting night on Friday at 7 pm.',
      'Our Weekly Coffee Subscription means you never run out of great coffee.',
      '#ColdBrew #NorthsideRoasters',
      '**[Subscribe](https://northside.example/subscribe)**',
    ].join('\n\n');
    expect(brokenSentences(draft, ['Northside Roasters', 'Weekly Coffee Subscription'])).toEqual([]);
  });

  it("finds a singular verb of ours after the owner's plural phrase", () => {
    expect(brokenSentences('And irregular hours doesn’t help. And irregular hours doesn\'t make it easier.', [], ['irregular hours']).map((b) => b.pattern)).toEqual([
      "a singular verb after the owner's plural phrase",
    ]);
    expect(brokenSentences('Then irregular hours can get in the way.', [], ['irregular hours'])).toEqual([]);
    expect(brokenSentences('And a busy week doesn\'t make it easier.', [], ['a busy week'])).toEqual([]);
  });

  it('finds a name the owner typed, lower-cased inside a sentence', () => {
    expect(brokenSentences('Try weekly coffee subscription today.', ['Weekly Coffee Subscription'])).toEqual([
      { pattern: 'a name lower-cased', sentence: 'Try weekly coffee subscription today.' },
    ]);
  });
});

describe('the topic check', () => {
  it("names the topic's key words a draft lacks, taking a word's stem as present", () => {
    expect(missingTopicWords('Brewing it cold takes a jar and a night.', 'how to brew cold brew at home')).toEqual(['home']);
    expect(missingTopicWords('A jar, a night, cold water: cold brew at home.', 'how to brew cold brew at home')).toEqual([]);
  });
});

describe('the overlap measure', () => {
  const draft = (topic: string, extra: string) => ({ topic, text: `Here is everything we know about ${topic} today. ${extra}` });

  it('counts a sentence shared as a template, the topic aside', () => {
    const share = sharedSentenceShare([draft('cold brew', 'Grind the beans coarse for a sweet cup.'), draft('tasting night', 'Bring a friend who loves a dark roast.')]);
    expect(share).toBe(0.5);
  });

  it('is 0 for drafts that share no sentence and 1 for copies', () => {
    expect(sharedSentenceShare([{ topic: 'a', text: 'One two three four five.' }, { topic: 'b', text: 'Six seven eight nine ten.' }])).toBe(0);
    expect(sharedSentenceShare([{ topic: 'a', text: 'One two three four five.' }, { topic: 'b', text: 'One two three four five.' }])).toBe(1);
  });
});

describe('the quality corpus', () => {
  const corpus = qualityCorpus();

  it('holds at least 60 drafts over every format in the catalogue and every kind of topic', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    expect(new Set(corpus.map((d) => d.formatId))).toEqual(new Set(WRITING_FORMATS.map((f) => f.id)));
    expect(new Set(corpus.map((d) => d.kind))).toEqual(new Set(TOPIC_KINDS));
    expect(new Set(corpus.map((d) => d.brand)).size).toBe(5);
  });

  it('gives each format more than one brand and kind of topic', () => {
    for (const f of WRITING_FORMATS) {
      const of = corpus.filter((d) => d.formatId === f.id);
      expect(new Set(of.map((d) => d.brand)).size).toBeGreaterThan(1);
      expect(new Set(of.map((d) => d.kind)).size).toBeGreaterThan(1);
    }
  });
});
