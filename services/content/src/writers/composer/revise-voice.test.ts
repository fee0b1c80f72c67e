import type { DriftKind, VoiceAspectScore, VoiceScore } from '@navia/contracts';
import { CAFE, LAW_FIRM } from './fixtures/brands';
import { reviseForVoice } from './revise-voice';

/** A score as brand's voice score gives it: the drift of each passage named, the emoji aspect as measured. */
function scored(text: string, drifting: Array<[passage: string, kind: DriftKind]>, emoji?: Partial<VoiceAspectScore>): VoiceScore {
  return {
    score: 50,
    aspects: [{ aspect: 'emoji', expected: [], found: [], score: 100, measured: false, ...emoji }],
    drift: drifting.map(([passage, kind]) => {
      const start = text.indexOf(passage);
      if (start < 0) throw new Error(`not in the text: ${passage}`);
      return { start, end: start + passage.length, aspect: 'tone', reason: kind, kind, terms: [] };
    }),
    matches: [],
  };
}

describe('the composer makes a draft more on-brand (issue 18)', () => {
  it('brings casual sentences to a formal voice whole, whichever reason the score gave, and leaves the rest as written', () => {
    const text = "# Contracts\n\nHey folks, we're super excited to help! Our counsel reviews each agreement in writing. Don't worry, it's gonna be awesome!";
    const score = scored(text, [
      ["Hey folks, we're super excited to help!", 'exclamation'],
      ["Don't worry, it's gonna be awesome!", 'casual-wording'],
    ]);
    expect(reviseForVoice(text, score, LAW_FIRM)).toEqual({
      content: '# Contracts\n\nHello everyone, we are very excited to help. Our counsel reviews each agreement in writing. Do not worry, it is going to be excellent.',
      changed: 2,
    });
  });

  it('says formal wording plainly for a casual voice and splits a long sentence where two clauses meet', () => {
    const long = 'We pour every cup with care and we grind the beans fresh and we steam the milk just right and we smile while we do it, every single morning of the week.';
    const text = `Furthermore, we shall endeavour to provide pastries prior to noon in order to ensure freshness. ${long}`;
    const score = scored(text, [
      ['Furthermore, we shall endeavour to provide pastries prior to noon in order to ensure freshness.', 'formal-wording'],
      [long, 'long-sentence'],
    ]);
    const { content } = reviseForVoice(text, score, { ...CAFE, emojiPreferences: { style: 'none', customEmojis: '' } });
    expect(content).toBe(
      'Also, we will try to offer pastries before noon to guarantee freshness. We pour every cup with care and we grind the beans fresh and we steam the milk just right. And we smile while we do it, every single morning of the week.',
    );
  });

  it('drops emoji where the voice uses none, and keeps one where it uses them sparingly', () => {
    const text = 'We reviewed the clause 🎉. Sign it today ✅✍️📌 please.';
    const none = scored(text, [['We reviewed the clause 🎉.', 'emoji-unwanted']]);
    expect(reviseForVoice(text, none, LAW_FIRM).content).toBe('We reviewed the clause. Sign it today ✅✍️📌 please.');
    const sparing = scored(text, [['Sign it today ✅✍️📌 please.', 'emoji-crowded']]);
    expect(reviseForVoice(text, sparing, LAW_FIRM).content).toBe('We reviewed the clause 🎉. Sign it today ✅ please.');
  });

  it('gives a draft with fewer emoji than a playful style asks for the brand’s favourites at line ends, never on a heading, link or hashtags', () => {
    const text = '# Our hours\n\nWe open at six on weekdays.\n\nThe new seasonal blend is here.\n\nhttps://northside.example/menu\n\n#coffee #morning';
    const score = scored(text, [], { expected: ['playful-vibrant'], found: ['none'], measured: true, score: 0 });
    const { content, changed } = reviseForVoice(text, score, CAFE);
    expect(content).toBe('# Our hours\n\nWe open at six on weekdays. ☕\n\nThe new seasonal blend is here. 🥐\n\nhttps://northside.example/menu\n\n#coffee #morning');
    expect(changed).toBe(2);
  });

  it('changes nothing where nothing drifts and the emoji fit, and gives the same revision every time', () => {
    const text = 'We open at six on weekdays. ☕';
    const fits = scored(text, [], { expected: ['playful-vibrant'], found: ['playful-vibrant'], measured: true });
    expect(reviseForVoice(text, fits, CAFE)).toEqual({ content: text, changed: 0 });
    const drifting = scored('Therefore, come in.', [['Therefore, come in.', 'formal-wording']]);
    expect(reviseForVoice('Therefore, come in.', drifting, CAFE)).toEqual(reviseForVoice('Therefore, come in.', drifting, CAFE));
  });
});
