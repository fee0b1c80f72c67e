import { draftProblem, repairInstruction } from './draft-repair';

describe('what is not a draft', () => {
  it.each([
    ['', 'empty'],
    ['   \n ', 'empty'],
    ["I'm sorry, but I can't write that.", 'refusal'],
    ['I cannot help with this request.', 'refusal'],
    ['As an AI language model, I do not have opinions.', 'refusal'],
    ['**I apologize**, but this goes against my guidelines.', 'refusal'],
    ['Unfortunately, I am unable to produce marketing copy.', 'refusal'],
    ['{"draft": "Cold brew at home", "hashtags": []}', 'json'],
    ['[{"text": "one"}, {"text": "two"}]', 'json'],
    ['Cold brew!', 'too-short'],
    ['#coffee #coldbrew ☕', 'too-short'],
  ] as const)('%j is %s', (text, problem) => {
    expect(draftProblem(text)).toBe(problem);
  });

  it.each([
    '# Cold brew at home\n\nSteep coarse grounds for 16 hours, then strain. Save your spot at our tasting night.',
    "Sorry we missed you on Friday! Here's what you missed at the tasting night, and when the next one is.",
    'I can’t stop thinking about our autumn blend: cinnamon, a little orange, and beans roasted on Monday.',
    '[Photo: the bar at 7 am] Monday called. We answered with a double shot, and the line moved in two minutes.',
    "I'm sorry we missed you on Friday. The next tasting night is on the 12th, and your seat is saved.",
    '{Limited} seats for Friday: book yours before Thursday noon, and bring a friend who loves cold brew.',
  ])('%j is a draft', (text) => {
    expect(draftProblem(text)).toBeNull();
  });

  it('asks again for the format named, the problem said', () => {
    expect(repairInstruction('json', 'Blog Post')).toBe(
      'Your answer was JSON data, not the text of the piece. Write the complete Blog Post now, following the brief: the draft itself in markdown, with no preamble, no notes, no JSON and no code fences.',
    );
  });
});
